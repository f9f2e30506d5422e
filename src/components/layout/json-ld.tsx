import { jsonLdText } from '@/lib/seo/json-ld';

/**
 * A JSON-LD script in the page body, placed beside the content it describes: gzip then sends the
 * text it repeats (an FAQ's answers) as back-references instead of a second copy.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
