import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../src/components/ui/icon.tsx';
import { iconSet } from '../../src/components/ui/icon-set.ts';
import { iconMasksCss } from './icon-masks.ts';

describe('icon masks', () => {
  const css = iconMasksCss();

  it('draws every icon of the set as a mask with lucide paths', () => {
    for (const name of Object.keys(iconSet)) {
      expect(css).toMatch(
        new RegExp(
          `\\.icon-${name}\\{--icon:url\\("data:image/svg\\+xml,%3Csvg [^)]*%3C(path|circle|rect|line|polyline|polygon) `,
        ),
      );
    }
  });

  it('draws the icons meant filled filled, the others as strokes', () => {
    expect(css).toMatch(/\.icon-star\{--icon:url\("data:image\/svg\+xml,%3Csvg [^%]*fill='black'/);
    expect(css).toMatch(/\.icon-phone\{--icon:url\("data:image\/svg\+xml,%3Csvg [^%]*fill='none'/);
  });

  it('gives the icons a pressed state fills a filled form', () => {
    expect(css).toMatch(/\.icon-heart\{--icon:url\("[^"]*fill='none'[^"]*"\);--icon-filled:url\("[^"]*fill='black'/);
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
