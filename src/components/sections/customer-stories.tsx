import { StoryCard } from '@/components/customers/story-card';
import type { CustomerStory } from '@/lib/customers';
import { LandingSection } from './landing-section';

/** '#customers': hotels that use the software, each card leading to its story under /khach-hang. */
export function CustomerStories({ stories }: { stories: CustomerStory[] }) {
  return (
    <LandingSection
      id="customers"
      title="Câu chuyện khách hàng"
      intro="Chủ khách sạn kể lại điều đã thay đổi sau khi dùng phần mềm, kèm số liệu và khoảng thời gian đo."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {stories.map((story) => (
          <StoryCard key={story.slug} story={story} />
        ))}
      </ul>
    </LandingSection>
  );
}
