import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../src/components/ui/icon.tsx';
import { fillableIcons, iconSet } from '../../src/components/ui/icon-set.ts';
import { iconMasksCss } from './icon-masks.ts';

describe('icon masks', () => {
  const css = iconMasksCss();

  const sprite = decodeURIComponent(/--icon-sprite:url\("data:image\/svg\+xml,([^"]*)"\)/.exec(css)?.[1] ?? '');
  const cells = [
    ...sprite.matchAll(/<svg x='(\d+)' width='24' height='24' viewBox='0 0 24 24' fill='(black|none)'>(.*?)<\/svg>/g),
  ];
  const cellOf = (name: string, property = 'icon-cell') =>
    Number(new RegExp(`\\.icon-${name}\\{[^}]*--${property}:(\\d+)`).exec(css)?.[1] ?? NaN);

  it('draws every icon of the set once, with lucide paths, in one sprite of 24 px cells', () => {
    const names = Object.keys(iconSet);
    expect(cells.length).toBe(names.length + fillableIcons.size);
    cells.forEach(([, x], index) => expect(Number(x)).toBe(index * 24));
    for (const name of names) {
      const cell = cells[cellOf(name)];
      expect(cell?.[3]).toMatch(/^<(path|circle|rect|line|polyline|polygon) /);
    }
    expect(new Set(names.map((name) => cellOf(name))).size).toBe(names.length);
    // One image for every icon: one SVG document for the browser to build, not one per icon.
    expect(css.match(/url\(/g)).toHaveLength(1);
  });

  it('shows exactly the cell a class names: cell i moved left by i icon widths, whatever the size', () => {
    const [, step, size] = /calc\(var\(--icon-cell\) \* ([\d.]+)%\) 0\/(\d+)% 100% no-repeat/.exec(css) ?? [];
    const n = cells.length;
    expect(Number(size)).toBe(n * 100); // the sprite is n icons wide, one icon high
    for (let cell = 0; cell < n; cell += 1) {
      // A percentage position p places the image at (box − image) · p = (1 − n) · width · p.
      const offsetInWidths = ((1 - n) * cell * Number(step)) / 100;
      expect(offsetInWidths).toBeCloseTo(-cell, 9);
    }
  });

  it('draws the icons meant filled filled, the others as strokes', () => {
    expect(cells[cellOf('star')]?.[2]).toBe('black');
    expect(cells[cellOf('phone')]?.[2]).toBe('none');
  });

  it('gives the icons a pressed state fills a filled form of the same shapes', () => {
    for (const name of fillableIcons) {
      const outline = cells[cellOf(name)];
      const filled = cells[cellOf(name, 'icon-filled-cell')];
      expect([outline?.[2], filled?.[2]]).toEqual(['none', 'black']);
      expect(filled?.[3]).toBe(outline?.[3]);
    }
  });

  it('paints in currentColor, below Tailwind utilities so size and colour classes win', () => {
    expect(css.startsWith('@layer components{.icon{')).toBe(true);
    expect(css).toContain('background-color:currentColor');
  });

  it('is what <Icon> names, hidden from assistive technology', () => {
    const markup = renderToStaticMarkup(<Icon name="phone" className="size-4" />);
    expect(markup).toBe('<svg class="icon icon-phone size-4" aria-hidden="true"></svg>');
  });
});
