import { createHash } from 'node:crypto';

// Astro puts the hash of every inline script and style the whole site emits into every page's policy
// (header bytes on each response). A prerendered page needs only the hashes of what it
// carries; the rest are header bytes on the first round trip, and allowances nothing uses.

const inlineElement = /<(script|style)(\s[^>]*)?>([\s\S]*?)<\/\1>/g;

/** Data blocks (JSON-LD) are never run, so the policy does not list them. */
const runsAsScript = (attributes: string) => !/\btype="(?!module"|text\/javascript")[^"]*"/.test(attributes);

/** The policy's source expression for inline content, in the algorithm Astro uses. */
const sha256Source = (content: string) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`;

/** The hash sources of the inline scripts and styles `html` carries, by directive. */
export function inlineHashes(html: string): { script: Set<string>; style: Set<string> } {
  const found = { script: new Set<string>(), style: new Set<string>() };
  for (const [, tag, attributes = '', content = ''] of html.matchAll(inlineElement)) {
    if (tag === 'style') found.style.add(sha256Source(content));
    else if (!/\bsrc=/.test(attributes) && runsAsScript(attributes)) found.script.add(sha256Source(content));
  }
  return found;
}

/**
 * `policy` with its script-src and style-src hash sources cut to those `html` uses; every other
 * directive and source is kept as it is. Cutting only removes allowances, so it can never open the policy.
 */
export function policyForPage(policy: string, html: string): string {
  const used = inlineHashes(html);
  return policy
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      const keep = name === 'script-src' ? used.script : name === 'style-src' ? used.style : undefined;
      if (!keep) return directive;
      const kept = sources.filter((source) => !source.startsWith("'sha256-") || keep.has(source));
      return `${/^\s*/.exec(directive)?.[0] ?? ''}${[name, ...kept].join(' ')}`;
    })
    .join(';');
}
