import { Fragment } from 'react';
import type { TextPart } from '@/lib/search/search-results';

/** Text as the search returned it, the words the query matched in `<mark>` (in the colour around it: a title stays a link). */
export function MarkedText({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) =>
    part.marked ? (
      <mark key={index} className="rounded-sm bg-accent px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
