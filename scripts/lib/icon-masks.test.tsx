import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../src/components/ui/icon.tsx';
import { fillableIcons, filledIcons, iconSet, type IconName } from '../../src/components/ui/icon-set.ts';
import { coverageMismatch as mismatch, svgCoverage } from '../../tests/svg-coverage.ts';
import { iconMasksCss } from './icon-masks.ts';

describe('icon masks', () => {
  const css = iconMasksCss();
  const names = Object.keys(iconSet) as IconName[];
  const sprite = decodeURIComponent(/url\("data:image\/svg\+xml,([^"]*)"\)/.exec(css)?.[1] ?? '');
  const cellCount = Number(/viewBox='0 0 (\d+) 24'/.exec(sprite)?.[1]) / 24;
  const cellOf = (name: string, property = 'icon-cell') =>
    Number(new RegExp(`\\.icon-${name}\\{[^}]*--${property}:(\\d+)`).exec(css)?.[1] ?? NaN);

  // Pixels, not markup: each cell is drawn (librsvg, through sharp) and compared with lucide's own
  // <svg> for that icon drawn the same size, so a shape lost or moved while the sprite is merged fails.
  const scale = 4;
  const alpha = (svg: string, width: number) => svgCoverage(svg, width * scale, 24 * scale);
  const spriteAlpha = alpha(sprite, cellCount * 24);
  const cellAlpha = async (cell: number) => {
    const whole = await spriteAlpha;
    const side = 24 * scale;
    const rows = Array.from({ length: side }, (_, row) =>
      whole.subarray(row * side * cellCount + cell * side, row * side * cellCount + (cell + 1) * side),
    );
    return Buffer.concat(rows);
  };
  const lucideAlpha = (name: IconName, filled: boolean) =>
    alpha(renderToStaticMarkup(createElement(iconSet[name], { color: 'black', fill: filled ? 'black' : 'none' })), 24);

  it('draws every icon of the set once, as lucide draws it, in one sprite of 24 px cells', async () => {
    expect(cellCount).toBe(names.length + fillableIcons.size);
    expect(new Set(names.map((name) => cellOf(name))).size).toBe(names.length);
    for (const name of names) {
      const drawn = await cellAlpha(cellOf(name));
      expect(
        drawn.some((value) => value > 128),
        `${name} is drawn`,
      ).toBe(true);
      expect(mismatch(drawn, await lucideAlpha(name, filledIcons.has(name))), name).toBeLessThan(0.002);
    }
    // One image for every icon: one SVG document for the browser to build, not one per icon.
    expect(new Set(css.match(/url\([^)]*\)/g))).toHaveProperty('size', 1);
  });

  it('tells a wrong drawing apart: a cell compared with its neighbour fails', async () => {
    const [first, second] = names;
    expect(mismatch(await cellAlpha(cellOf(first!)), await lucideAlpha(second!, false))).toBeGreaterThan(0.01);
  });

  it('builds the sprite from two paths, not an element per shape', () => {
    expect(sprite.match(/<[a-z]+/g)).toEqual(['<svg', '<path', '<path']);
  });

  it('shows exactly the cell a class names: cell i moved left by i icon widths, whatever the size', () => {
    const [, size] = / 0 0\/(\d+)% 100% no-repeat/.exec(css) ?? [];
    const [, step] = /mask-position:calc\(var\(--icon-cell\) \* ([\d.]+)%\) 0/.exec(css) ?? [];
    const n = cellCount;
    expect(Number(size)).toBe(n * 100); // the sprite is n icons wide, one icon high
    for (let cell = 0; cell < n; cell += 1) {
      // A percentage position p places the image at (box − image) · p = (1 − n) · width · p.
      const offsetInWidths = ((1 - n) * cell * Number(step)) / 100;
      expect(offsetInWidths).toBeCloseTo(-cell, 9);
    }
  });

  it('keeps var() out of the declarations that carry the image', () => {
    for (const [, declaration] of css.matchAll(/((?:-webkit-)?mask:[^;}]*)/g))
      expect(declaration).not.toContain('var(');
  });

  it('draws the icons meant filled filled, the others as strokes', async () => {
    const star = await cellAlpha(cellOf('star'));
    expect(mismatch(star, await lucideAlpha('star', true))).toBeLessThan(0.002);
    expect(mismatch(star, await lucideAlpha('star', false))).toBeGreaterThan(0.05);
    const phone = await cellAlpha(cellOf('phone'));
    expect(mismatch(phone, await lucideAlpha('phone', false))).toBeLessThan(0.002);
  });

  it('gives the icons a pressed state fills a filled form of the same shapes', async () => {
    for (const name of fillableIcons) {
      expect(mismatch(await cellAlpha(cellOf(name)), await lucideAlpha(name, false)), name).toBeLessThan(0.002);
      expect(
        mismatch(await cellAlpha(cellOf(name, 'icon-filled-cell')), await lucideAlpha(name, true)),
        name,
      ).toBeLessThan(0.002);
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
