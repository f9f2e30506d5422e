import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

// The landing page's drawings are drawn as SVG (React components with the design tokens) and shipped
// as AVIF. As SVG <img>, each was a whole SVG document for the phone's main thread to parse and lay
// out, text included: together the largest part of the landing page's blocking time. A raster image
// is decoded off the main thread. Drawn at build time, with the site's own font.

const fontFamily = 'Be Vietnam Pro';

/**
 * Points fontconfig (librsvg's text) at the site's font files, once, before the first drawing: it
 * reads FONTCONFIG_FILE when it first lays out text. Without it, the build machine's fonts stand in.
 */
let siteFontSet = false;

function useSiteFont(): void {
  if (siteFontSet) return;
  const require = createRequire(import.meta.url);
  const fontsPackage = path.dirname(require.resolve('@expo-google-fonts/be-vietnam-pro/package.json'));
  const folder = path.resolve('node_modules/.cache/illustration-fonts');
  mkdirSync(folder, { recursive: true });
  const config = path.join(folder, 'fonts.conf');
  writeFileSync(
    config,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      `  <dir>${path.join(fontsPackage, '400Regular')}</dir>`,
      `  <dir>${path.join(fontsPackage, '700Bold')}</dir>`,
      `  <cachedir>${path.join(folder, 'cache')}</cachedir>`,
      '</fontconfig>',
    ].join('\n'),
  );
  process.env.FONTCONFIG_FILE = config;
  siteFontSet = true;
}

/**
 * `svg` (a standalone SVG file) as an AVIF `scale` times its own size, in the site's font. 1.5× and
 * quality 40 keep text crisp on a phone's 1.75× screen at fewer bytes than 2× at 50: on
 * simulated 4G the landing's drawings share the link with what its first paint waits for.
 */
export async function rasterIllustration(svg: string, scale = 1.5): Promise<Buffer> {
  useSiteFont();
  const inSiteFont = svg.replace(/font-family:[^;}]+/, `font-family:${fontFamily}`);
  // SVG user units are CSS pixels at 72 dpi for librsvg: 72 × scale draws `scale` pixels per unit.
  return sharp(Buffer.from(inSiteFont), { density: 72 * scale })
    .avif({ quality: 40, effort: 6 })
    .toBuffer();
}
