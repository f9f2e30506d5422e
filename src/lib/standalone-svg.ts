// An illustration drawn with the design tokens' classes (fill-primary, stroke-border/30), made into a
// file that stands alone: served as an <img>, it cannot see the page's stylesheet, so the classes it
// uses become rules of its own with the tokens' values, read from the same CSS the pages use.

/** The colour tokens of `css` (`--color-primary: #0b6b61;`), by name. */
export function colourTokens(css: string): Map<string, string> {
  return new Map(
    [...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map((match) => [match[1]!, match[2]!]),
  );
}

const escapeClass = (name: string) => name.replace(/[^a-zA-Z0-9_-]/g, (character) => `\\${character}`);

/** The CSS rule for one class, or undefined for a class that has no meaning inside the file (w-full). */
function ruleFor(name: string, tokens: ReadonlyMap<string, string>): string | undefined {
  const paint = /^(fill|stroke)-([a-z0-9-]+?)(?:\/(\d{1,3}))?$/.exec(name);
  if (paint) {
    const [, property, token, opacity] = paint;
    const value = tokens.get(token!);
    if (!value) return undefined;
    const alpha = opacity ? `;${property}-opacity:${Number(opacity) / 100}` : '';
    return `.${escapeClass(name)}{${property}:${value}${alpha}}`;
  }
  const arbitrary = /^\[([a-z-]+):([^\]]+)\]$/.exec(name);
  if (arbitrary) return `.${escapeClass(name)}{${arbitrary[1]}:${arbitrary[2]!.replaceAll('_', ' ')}}`;
  return undefined;
}

/**
 * `markup` (an <svg> rendered by React) as a standalone SVG file: the namespace it needs outside
 * HTML, and a <style> with a rule for every token class it uses.
 */
export function standaloneSvg(markup: string, css: string): string {
  const tokens = colourTokens(css);
  const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));
  const rules = [...classes].flatMap((name) => ruleFor(name, tokens) ?? []);
  // The page's font is not there for an <img>: the phones' own narrow sans-serif stands in.
  const style = `<style>svg{font-family:Roboto,Arial,Helvetica,system-ui,sans-serif}${rules.join('')}</style>`;
  return markup.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"').replace(/^(<svg[^>]*>)/, `$1${style}`);
}
