import type { ContentKind } from '../../lib/content/content-kinds.ts';
import { articleRules } from './article-rules.ts';
import type { ContentKindRules } from './content-kind.ts';
import { productRules } from './product-rules.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own fields; the service is generic over them
type AnyRules = ContentKindRules<any>;

/** The rules of every kind editors publish, by kind. */
const rulesByKind: Partial<Record<ContentKind, AnyRules>> = {
  article: articleRules,
  product: productRules,
};

/** The rules of `kind`, or undefined for a kind that is not published (yet). */
export function rulesFor(kind: string): AnyRules | undefined {
  return rulesByKind[kind as ContentKind];
}
