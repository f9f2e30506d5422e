import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { fillableIcons, filledIcons, iconSet, type IconName } from '../../src/components/ui/icon-set.ts';

/** The stylesheet module the root layout imports (src/layouts/root.astro). */
export const iconMasksModule = 'virtual:icon-masks.css';

/** An SVG as a CSS url(): only the characters a data URI must escape are escaped, so it stays short. */
function svgUrl(svg: string): string {
  const escaped = svg.replace(/"/g, "'").replace(/[<>#%{}\n]/g, (char) => encodeURIComponent(char));
  return `url("data:image/svg+xml,${escaped}")`;
}

/**
 * Every icon of the set as a CSS mask, drawn once at build time from lucide's paths: a page carries an
 * empty `<svg class="icon icon-phone">`, and the shapes arrive with the stylesheet every page already
 * loads, cached. No request of their own, nothing inline per use. The mask is painted in
 * `currentColor`, so colour classes work; icons meant filled are drawn filled, and a few
 * have a filled form for a pressed state (icon-set.ts).
 */
export function iconMasksCss(): string {
  const rules = Object.entries(iconSet).map(([name, Lucide]) => {
    const markup = renderToStaticMarkup(createElement(Lucide));
    const [, viewBox, paths] = /^<svg[^>]*viewBox="([^"]+)"[^>]*>(.*)<\/svg>$/s.exec(markup) ?? [];
    if (!viewBox || !paths) throw new Error(`Icon '${name}' did not render as lucide's usual <svg>: ${markup}`);
    const svg = (fill: string) =>
      svgUrl(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" fill="${fill}" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`,
      );
    const icon = name as IconName;
    const filled = fillableIcons.has(icon) ? `;--icon-filled:${svg('black')}` : '';
    return `.icon-${name}{--icon:${svg(filledIcons.has(icon) ? 'black' : 'none')}${filled}}`;
  });
  // In the components layer, so Tailwind's utilities (size-4, text-primary) override the defaults. In
  // forced colours (Windows contrast themes) backgrounds are replaced, so the icons take the text colour.
  return `@layer components{.icon{display:inline-block;flex-shrink:0;width:1.5rem;height:1.5rem;background-color:currentColor;-webkit-mask:var(--icon) center/100% 100% no-repeat;mask:var(--icon) center/100% 100% no-repeat}@media (forced-colors:active){.icon{forced-color-adjust:none;background-color:CanvasText}}${rules.join('')}}\n`;
}

/** Serves the icon stylesheet as a virtual module to the build and the dev server. */
export function iconMasks(): Plugin {
  const resolved = `\0${iconMasksModule}`;
  return {
    name: 'icon-masks',
    resolveId: (id) => (id === iconMasksModule ? resolved : undefined),
    load: (id) => (id === resolved ? iconMasksCss() : undefined),
  };
}
