import { Icon } from '@/components/ui/icon';
import type { FaqItem } from '@/lib/content/faq-fields';
import { LandingSection } from './landing-section';

interface FaqProps {
  /** Anchor id; the heading's id is derived from it. */
  id?: string;
  title?: string;
  intro?: string;
  /** The published questions, in order. */
  items: FaqItem[];
  /** Classes of the full-width band, e.g. a background. */
  className?: string;
  /** The anchor of a question shown open (a draft in its preview). */
  open?: string;
}

/**
 * Questions owners ask before buying, each a native `<details>`: it opens by click, Enter or Space
 * without any JavaScript. Pair it with `faqPage(items)` in the page's structured data.
 */
export function Faq({
  id = 'faq',
  title = 'Câu hỏi thường gặp',
  intro = 'Những điều chủ khách sạn hay hỏi trước khi đổi sang phần mềm mới.',
  items,
  className,
  open,
}: FaqProps) {
  return (
    <LandingSection id={id} title={title} intro={intro} className={className}>
      <div className="mx-auto max-w-3xl divide-y divide-border border-y border-border">
        {items.map(({ anchor, question, answer }) => (
          // Each question has an address (#faq-3): the site search links an answer to its question.
          <details key={anchor} id={anchor} open={anchor === open} className="group scroll-mt-24">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 font-bold [&::-webkit-details-marker]:hidden">
              {question}
              <Icon name="chevron-down" className="size-5 shrink-0 text-primary group-open:rotate-180" />
            </summary>
            <p className="pb-5 text-muted-foreground">{answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
