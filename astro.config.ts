import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, fontProviders } from 'astro/config';
import path from 'node:path';
import { clientDirectives } from './scripts/lib/client-directives-integration.ts';
import { brandFont } from './scripts/lib/brand-font-integration.ts';
import { buildStamp } from './scripts/lib/build-stamp-integration.ts';
import { faviconPng } from './scripts/lib/favicon-png.ts';
import { iconMasks } from './scripts/lib/icon-masks.ts';
import { pageCsp } from './scripts/lib/page-csp-integration.ts';
import { precompress } from './scripts/lib/precompress-integration.ts';
import { shippedImages } from './scripts/lib/shipped-images-integration.ts';
import { shippedShareImages } from './scripts/lib/shipped-share-images-integration.ts';
import { siteCharacters } from './scripts/lib/font-glyphs.ts';
import { googleFontFile, subsetFonts } from './scripts/lib/subset-fonts.ts';
import { siteConfig } from './src/lib/site-config.ts';

// The two weights the pages use (400 text, 700 headings and buttons), cut at build time, before Astro
// reads them, to the characters the site can show; medium text falls back to 400, nothing synthesised.
const beVietnamPro = await subsetFonts({
  name: 'be-vietnam-pro',
  weights: [400, 700],
  source: (weight) => googleFontFile('@expo-google-fonts/be-vietnam-pro', weight),
  characters: siteCharacters(import.meta.dirname),
  outDir: path.join(import.meta.dirname, 'node_modules/.cache/site-fonts'),
});

// Pages are prerendered by default; routes opt into on-demand rendering with `prerender = false`.
export default defineConfig({
  site: siteConfig.siteUrl.href,
  output: 'static',
  // staticHeaders: the adapter sends prerendered pages' Content-Security-Policy as a response header.
  adapter: node({ mode: 'standalone', bodySizeLimit: 64 * 1024, staticHeaders: true }),
  integrations: [
    react(),
    clientDirectives(),
    brandFont(),
    buildStamp(),
    pageCsp(),
    precompress(),
    shippedImages(),
    shippedShareImages(),
  ],
  server: { port: 3000, host: 'localhost' },
  trailingSlash: 'never',
  // 'preserve': san-pham/index.astro → san-pham/index.html beside san-pham/the-tu.html; with 'file' the node
  // adapter would look for /san-pham in a folder and answer 404. Stylesheets are files (cached across
  // pages): inlined, they pushed every page's HTML past 14 KB and measured no faster (bench, Lighthouse).
  build: { format: 'preserve', inlineStylesheets: 'auto' },
  prefetch: false,
  // The route cache in front of readers' pages rendered from the database (articles, products, lists,
  // RSS, sitemap): tagged per item and list, dropped on publish (src/server/content/content-sync.ts).
  cache: { provider: { entrypoint: path.join(import.meta.dirname, 'src/server/content/page-cache-provider.ts') } },
  security: {
    // Behind an HTTPS proxy, X-Forwarded-Host/Proto are trusted for the site's own host only, so
    // Astro.url (and the origin check on form posts) see https://<SITE_URL host>.
    allowedDomains: [{ hostname: siteConfig.siteUrl.hostname, protocol: siteConfig.siteUrl.protocol.replace(':', '') }],
    // Astro hashes every script and style it emits (islands, inline scripts, inlined CSS), so no
    // 'unsafe-inline' is needed. frame-src: the demo video, only after the visitor presses play.
    csp: {
      // No connect-src: default-src already says 'self', and every directive is header bytes on every
      // page (the landing page's first response has to fit in 14 KB). Astro writes font-src itself.
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        'frame-src https://www.youtube-nocookie.com',
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
    },
  },
  fonts: [
    {
      // Self-hosted: one file per weight, Latin and Vietnamese together (scripts/lib/subset-fonts.ts).
      provider: fontProviders.local(),
      name: 'Be Vietnam Pro',
      cssVariable: '--font-be-vietnam-pro',
      options: { variants: beVietnamPro },
      // Only from a visitor's second page on (src/lib/brand-font.ts): before it, and whenever it is
      // not there within the block period, the phone's own font stands in, sized to its metrics by
      // global.css's faces, which follow it in the stack. Astro's own fallback faces would repeat those
      // inline in every page. 'optional' and no preload: the font never holds up a first paint nor
      // repaints a page when it comes late (a full relayout, the longest task traced on a slow phone).
      fallbacks: [],
      optimizedFallbacks: false,
      display: 'optional',
    },
  ],
  vite: {
    plugins: [tailwindcss(), iconMasks(), faviconPng()],
    // A panel's markup (src/pages/*/khung.astro) is fetched into a page that did not list its inline
    // script's hash in its policy: its script must stay a file. Everything else keeps Vite's limit.
    build: { assetsInlineLimit: (file: string) => (file.includes('khung.astro') ? false : undefined) },
  },
});
