import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandColors } from './brand-colors';

const css = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8');
const token = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`).exec(css)?.[1];

describe('brand colours outside CSS', () => {
  it('are the design tokens’ own values', () => {
    expect(brandColors).toEqual({
      primary: token('primary'),
      primaryForeground: token('primary-foreground'),
      secondary: token('secondary'),
      foreground: token('foreground'),
      mutedForeground: token('muted-foreground'),
    });
  });
});
