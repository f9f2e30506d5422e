// The site's own hydration directive (scripts/lib/openers-integration.ts), typed for .astro files.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * For a dialog opened by links elsewhere on the page: the links' data attribute. Hydrates when one
     * comes near the screen or is used; a click before that is held (scripts/lib/openers-directive.ts).
     */
    'client:openers'?: string;
  }
}

declare module 'virtual:icon-masks.css' {}
