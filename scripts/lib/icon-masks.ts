import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import svgpath from 'svgpath';
import type { Plugin } from 'vite';
import { fillableIcons, filledIcons, iconSet, type IconName } from '../../src/components/ui/icon-set.ts';
import { shapeAsPath } from './svg-shape-path.ts';

/** The stylesheet module the root layout imports (src/layouts/root.astro). */
export const iconMasksModule = 'virtual:icon-masks.css';

/** An SVG as a CSS url(): only the characters a data URI must escape are escaped, so it stays short. */
function svgUrl(svg: string): string {
  const escaped = svg.replace(/"/g, "'").replace(/[<>#%{}\n]/g, (char) => encodeURIComponent(char));
  return `url("data:image/svg+xml,${escaped}")`;
}

/** One icon's shapes as lucide draws them, each as path data: its viewBox and its elements' outlines. */
function lucideShapes(name: IconName): { viewBox: string; paths: string[] } {
  const markup = renderToStaticMarkup(createElement(iconSet[name]));
  const [, viewBox, shapes] = /^<svg[^>]*viewBox="([^"]+)"[^>]*>(.*)<\/svg>$/s.exec(markup) ?? [];
  if (!viewBox || !shapes) throw new Error(`Icon '${name}' did not render as lucide's usual <svg>: ${markup}`);
  const paths = [...shapes.matchAll(/<(\w+)((?: [\w-]+="[^"]*")*)\s*\/?>/g)].map(([, tag, attributes]) =>
    shapeAsPath(
      tag!,
      Object.fromEntries([...attributes!.matchAll(/ ([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key!, value!])),
    ),
  );
  return { viewBox, paths };
}

/** Path data moved right by `x`, figures to three decimals without a leading zero, to stay short. */
function movedRight(path: string, x: number): string {
  return svgpath(path)
    .translate(x, 0)
    .round(3)
    .toString()
    .replace(/(^|[^\d.])0\./g, '$1.');
}

/**
 * Every icon of the set as a CSS mask, drawn once at build time from lucide's paths: a page carries an
 * empty `<svg class="icon icon-phone">`, and the shapes arrive with the stylesheet every page already
 * loads, cached. No request of their own, nothing inline per use. The mask is painted in
 * `currentColor`, so colour classes work; icons meant filled are drawn filled, and a few have a filled
 * form for a pressed state (`--icon-cell: var(--icon-filled-cell)`, icon-set.ts).
 *
 * All icons are cells of one sprite, side by side, and a class picks its cell by position. One image
 * per icon cost far more: Chrome makes each SVG image a document of its own, synchronously, while it
 * computes the page's styles; on the landing page they took several times as long as the page's
 * styles without them (bench/results/tbt-experiments-*.md).
 */
export function iconMasksCss(): string {
  const names = Object.keys(iconSet) as IconName[];
  const cells: Array<{ name: IconName; fill: 'black' | 'none' }> = [
    ...names.map((name) => ({ name, fill: filledIcons.has(name) ? ('black' as const) : ('none' as const) })),
    ...names.filter((name) => fillableIcons.has(name)).map((name) => ({ name, fill: 'black' as const })),
  ];
  // Every shape of every cell in one stroked path, and the filled cells' shapes in one filled path:
  // the sprite was an element per shape (a nested <svg> per cell), and Chrome builds, styles and
  // lays out each element of an SVG image while it computes the page's first styles. As two paths the
  // first style-and-layout task of an article page is shorter (bench/results/lighthouse-*.md).
  const stroked: string[] = [];
  const filledPaths: string[] = [];
  cells.forEach(({ name, fill }, index) => {
    const { viewBox, paths } = lucideShapes(name);
    if (viewBox !== '0 0 24 24') throw new Error(`Icon '${name}' is not drawn on lucide's 24 px grid: ${viewBox}`);
    const moved = paths.map((path) => movedRight(path, index * 24));
    stroked.push(...moved);
    if (fill === 'black') filledPaths.push(...moved);
  });
  const sprite = svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${cells.length * 24} 24" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${stroked.join('')}" fill="none" stroke="black"/><path d="${filledPaths.join('')}"/></svg>`,
  );
  // A cell's position as a percentage of the room the sprite can move in: cell i of n sits at i/(n−1).
  const step = 100 / (cells.length - 1);
  // The image without var(): Chrome keeps a declaration holding var() as text and parses it again for
  // each element, which with the sprite inside was kilobytes per icon. Only the position varies.
  // Written into both mask declarations, the image comes twice; brotli keeps the second as a reference.
  const mask = `${sprite} 0 0/${cells.length * 100}% 100% no-repeat`;
  const position = `calc(var(--icon-cell) * ${step}%) 0`;
  const filledCells = new Map(cells.slice(names.length).map(({ name }, index) => [name, names.length + index]));
  const rules = names.map((name, cell) => {
    const filled = filledCells.has(name) ? `;--icon-filled-cell:${filledCells.get(name)}` : '';
    return `.icon-${name}{--icon-cell:${cell}${filled}}`;
  });
  // In the components layer, so Tailwind's utilities (size-4, text-primary) override the defaults. In
  // forced colours (Windows contrast themes) backgrounds are replaced, so the icons take the text colour.
  return `@layer components{.icon{display:inline-block;flex-shrink:0;width:1.5rem;height:1.5rem;background-color:currentColor;-webkit-mask:${mask};mask:${mask};-webkit-mask-position:${position};mask-position:${position}}@media (forced-colors:active){.icon{forced-color-adjust:none;background-color:CanvasText}}${rules.join('')}}\n`;
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
