import { describe, expect, it } from 'vitest';
import { standaloneSvg } from './standalone-svg';

const css = '@theme { --color-primary: #0b6b61; --color-border: #dbe5e2; }';

describe('standaloneSvg', () => {
  it('gives the file its namespace and a rule per token class it uses, opacity included', () => {
    const file = standaloneSvg(
      '<svg viewBox="0 0 10 10" class="h-auto w-full"><rect class="fill-primary stroke-border/30 [stroke-dasharray:4_3]"/></svg>',
      css,
    );
    expect(file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 10 10"/);
    expect(file).toContain('.fill-primary{fill:#0b6b61}');
    expect(file).toContain('.stroke-border\\/30{stroke:#dbe5e2;stroke-opacity:0.3}');
    expect(file).toContain('.\\[stroke-dasharray\\:4_3\\]{stroke-dasharray:4 3}');
    expect(file).not.toContain('.w-full{');
  });
});
