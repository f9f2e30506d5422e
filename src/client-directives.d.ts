// The site's own hydration directive (scripts/lib/after-paint-integration.ts), typed for .astro files.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates after the page has loaded and painted, when idle (scripts/lib/after-paint-directive.ts). */
    'client:afterpaint'?: boolean;
  }
}

declare module 'virtual:icon-masks.css' {}
