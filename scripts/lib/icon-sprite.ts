import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { iconSet } from '../../src/components/ui/icon-set.ts';

/** The sprite's content and the URL pages reference it by (hashed: browsers keep it for a year). */
export interface IconSprite {
  url: string;
  svg: string;
}

/**
 * Draws every icon of the set as a `<symbol>` of one SVG file. The presentation attributes (stroke,
 * fill) stay out of it: `<Icon>` sets them on the referencing element, from which the paths inherit.
 */
export function iconSprite(): IconSprite {
  const symbols = Object.entries(iconSet).map(([name, Lucide]) => {
    const markup = renderToStaticMarkup(createElement(Lucide));
    const [, viewBox, paths] = /^<svg[^>]*viewBox="([^"]+)"[^>]*>(.*)<\/svg>$/s.exec(markup) ?? [];
    if (!viewBox || !paths) throw new Error(`Icon '${name}' did not render as lucide's usual <svg>: ${markup}`);
    return `<symbol id="${name}" viewBox="${viewBox}">${paths}</symbol>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8);
  return { svg, url: `/_astro/icons.${hash}.svg` };
}

/** Vite's `define` for `__ICON_SPRITE_URL__` (src/env.d.ts), for the site's build and the tests. */
export function iconSpriteDefine(sprite: IconSprite): Record<string, string> {
  return { __ICON_SPRITE_URL__: JSON.stringify(sprite.url) };
}
