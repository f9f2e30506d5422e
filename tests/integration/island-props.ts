// Reads an Astro island's props out of server-rendered HTML: what the island in the browser starts
// from. Astro serialises each value as [type, value]: 0 plain (objects decoded key by key), 1 array.

const entities: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };

function decode(value: unknown): unknown {
  if (!Array.isArray(value)) {
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, decode(inner)]));
    return value;
  }
  const [type, inner] = value as [number, unknown];
  if (type === 0) return decode(inner);
  if (type === 1) return (inner as unknown[]).map(decode);
  throw new Error(`Island prop of type ${type} is not read by this helper.`);
}

/** The props of the island whose component file name contains `component`. */
export function islandProps(html: string, component: string): Record<string, unknown> {
  const islands = html.match(/<astro-island[^>]*>/g) ?? [];
  const island = islands.find((tag) => new RegExp(`component-url="[^"]*${component}`).test(tag));
  const raw = island?.match(/ props="([^"]*)"/)?.[1];
  if (raw === undefined) throw new Error(`No island ${component} in the page.`);
  return decode(JSON.parse(raw.replace(/&(quot|#39|lt|gt|amp);/g, (entity) => entities[entity]!))) as Record<
    string,
    unknown
  >;
}
