import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The module the root layout imports its favicon from (src/layouts/root.astro). */
export const faviconPngModule = 'virtual:favicon-png';

/** The drawing every favicon comes from; /favicon.svg is also served as is (structured data, OpenSearch). */
const faviconSvg = new URL('../../public/favicon.svg', import.meta.url);

/** Side of the drawn favicon: what a browser tab shows at 2× (16 CSS pixels). */
export const faviconSize = 32;

/**
 * The favicon as a PNG `data:` URL, drawn at build time from public/favicon.svg.
 *
 * Chrome decodes a page's favicon in the page's own renderer. An SVG favicon is an SVG image, which
 * Chrome builds as a document of its own (frame, parser, style, layout): a main-thread task after
 * the first paint in traces of every page, that Lighthouse counted towards TBT in some runs
 * (bench/results/lighthouse-*.md). A PNG is decoded in a fraction of that. Four colours are enough
 * for a square, a letter and their edges, and keep it about as small as the SVG was in the page: the
 * landing page's first response stays within one round trip.
 */
export async function faviconPngDataUrl(svg?: Buffer): Promise<string> {
  const source = svg ?? (await readFile(faviconSvg));
  const png = await sharp(source, { density: 288 })
    .resize(faviconSize, faviconSize)
    .png({ palette: true, colours: 4, compressionLevel: 9, effort: 10 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Serves the favicon's `data:` URL as a virtual module to the build and the dev server. */
export function faviconPng(): Plugin {
  const resolved = `\0${faviconPngModule}`;
  return {
    name: 'favicon-png',
    resolveId: (id) => (id === faviconPngModule ? resolved : undefined),
    load: async (id) => (id === resolved ? `export default ${JSON.stringify(await faviconPngDataUrl())};` : undefined),
  };
}
