import type { ContentKind } from '../../lib/content/content-kinds.ts';
import { articleRules } from './article-rules.ts';
import type { ContentKindRules } from './content-kind.ts';
import { faqRules } from './faq-rules.ts';
import { productRules } from './product-rules.ts';
import { storyRules } from './story-rules.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own fields; the service is generic over them
type AnyRules = ContentKindRules<any>;

/** The rules of every kind editors publish, by kind. */
const rulesByKind: Record<ContentKind, AnyRules> = {
  article: articleRules,
  product: productRules,
  faq: faqRules,
  story: storyRules,
};

/** The rules of `kind`, or undefined for a kind that is not published (yet). */
export function rulesFor(kind: string): AnyRules | undefined {
  return Object.hasOwn(rulesByKind, kind) ? rulesByKind[kind as ContentKind] : undefined;
}

/** The rules of every kind. */
export const allRules: readonly AnyRules[] = Object.values(rulesByKind);
