import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** One @font-face of the local font provider. */
export interface LocalVariant {
  weight: number;
  style: 'normal';
  src: [string];
  unicodeRange: [string];
}

const require = createRequire(import.meta.url);

/**
 * The woff2 files and unicode ranges of the given weights and subsets of an installed @fontsource
 * package, read from its own CSS so the ranges stay the package's. Astro's font providers would
 * otherwise fetch these from a CDN at build time, and this machine (like many CI runners) has none.
 */
export function fontsourceVariants(
  pkg: string,
  weights: number[],
  subsets: string[],
): [LocalVariant, ...LocalVariant[]] {
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  const id = path.basename(pkg);
  const variants = weights.flatMap((weight) => {
    const css = readFileSync(path.join(dir, `${weight}.css`), 'utf8');
    return subsets.map((subset) => {
      const file = `${id}-${subset}-${weight}-normal.woff2`;
      const block = css.split('@font-face').find((face) => face.includes(`/${file})`));
      const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
      if (!range) throw new Error(`${pkg}: no ${subset} subset for weight ${weight}`);
      return {
        weight,
        style: 'normal' as const,
        src: [path.join(dir, 'files', file)] as [string],
        unicodeRange: [range] as [string],
      };
    });
  });
  const [first, ...rest] = variants;
  if (!first) throw new Error(`${pkg}: no weights or subsets asked for`);
  return [first, ...rest];
}
