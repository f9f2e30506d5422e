import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../src/components/ui/icon.tsx';
import { iconSet, type IconName } from '../../src/components/ui/icon-set.ts';
import { iconSprite } from './icon-sprite.ts';

describe('icon sprite', () => {
  const sprite = iconSprite();

  it('draws every icon of the set as a symbol with lucide paths', () => {
    for (const name of Object.keys(iconSet)) {
      expect(sprite.svg).toMatch(
        new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon) `),
      );
    }
  });

  it('leaves stroke and fill to the page, so a class such as fill-current reaches the paths', () => {
    expect(sprite.svg).not.toMatch(/<symbol[^>]*(fill|stroke)=/);
  });

  it('names the file after its content, so a changed icon is fetched again', () => {
    expect(sprite.url).toMatch(/^\/_astro\/icons\.[0-9a-f]{8}\.svg$/);
    expect(iconSprite().url).toBe(sprite.url);
  });

  it('is what <Icon> points to', () => {
    const name: IconName = 'phone';
    const markup = renderToStaticMarkup(<Icon name={name} className="size-4" />);
    expect(markup).toContain(`<use href="${sprite.url}#phone">`);
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('stroke="currentColor"');
  });
});
