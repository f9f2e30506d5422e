import type { AstroIntegration } from 'astro';
import { brandFontHeadScript } from '../../src/lib/brand-font.ts';

/**
 * Puts the brand-font switch (src/lib/brand-font.ts) in every page's <head>. An injected head script
 * runs before the first paint, and Astro hashes it for the Content-Security-Policy itself.
 */
export function brandFont(): AstroIntegration {
  return {
    name: 'brand-font',
    hooks: {
      'astro:config:setup': ({ injectScript }) => injectScript('head-inline', brandFontHeadScript),
    },
  };
}
