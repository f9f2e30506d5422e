import { Icon } from '@/components/ui/icon';
import { faqItems, type FaqItem } from '@/content/landing/faq';
import { LandingSection } from './landing-section';

interface FaqProps {
  /** Anchor id; the heading's id is derived from it. */
  id?: string;
  title?: string;
  intro?: string;
  items?: FaqItem[];
  /** Classes of the full-width band, e.g. a background. */
  className?: string;
}

/**
 * Questions owners ask before buying, each a native `<details>`: it opens by click, Enter or Space
 * without any JavaScript. Pair it with `faqPage(items)` in the page's structured data.
 */
export function Faq({
  id = 'faq',
  title = 'Câu hỏi thường gặp',
  intro = 'Những điều chủ khách sạn hay hỏi trước khi đổi sang phần mềm mới.',
  items = faqItems,
  className,
}: FaqProps) {
  return (
    <LandingSection id={id} title={title} intro={intro} className={className}>
      <div className="mx-auto max-w-3xl divide-y divide-border border-y border-border">
        {items.map(({ question, answer }, index) => (
          // Each question has an address (#faq-3): the site search links an answer to its question.
          <details key={question} id={`${id}-${index + 1}`} className="group scroll-mt-24">
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
