import { Icon } from '@/components/ui/icon';
import type { CustomerStory } from '@/lib/customers';
import { SampleNotice } from './sample-notice';

/** A story as a card: hotel, place and size, its first figure, the owner's words, the link to the story. */
export function StoryCard({ story, heading: Heading = 'h3' }: { story: CustomerStory; heading?: 'h2' | 'h3' }) {
  const headingId = `story-${story.slug}`;
  const figure = story.figures[0]!;
  return (
    <li aria-labelledby={headingId} className="flex flex-col rounded-xl border border-border p-6 shadow-sm">
      {story.sample && <SampleNotice className="mb-4" />}
      <Heading id={headingId} className="text-lg font-bold">
        {story.hotel}
      </Heading>
      <p className="text-sm text-muted-foreground">
        {story.city} · {story.rooms} phòng
      </p>
      <p className="mt-4">
        <strong className="text-2xl text-primary">{figure.value}</strong> {figure.label}, {figure.period}
      </p>
      <blockquote className="mt-4 flex-1 border-l-4 border-primary pl-4 text-muted-foreground">
        “{story.quote}”
      </blockquote>
      <p className="mt-3 text-sm font-bold">
        {story.owner.name}, {story.owner.role}
      </p>
      <a
        href={story.href}
        className="mt-4 inline-flex min-h-11 items-center gap-2 font-bold text-primary hover:underline"
      >
        Đọc câu chuyện<span className="sr-only"> của {story.hotel}</span>
        <Icon name="arrow-right" className="size-4" />
      </a>
    </li>
  );
}
