// The site's own hydration directives (scripts/lib/client-directives-integration.ts), typed for .astro files.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * For a dialog opened by links elsewhere on the page: the links' data attribute. Hydrates when one
     * comes near the screen or is used; a click before that is held (scripts/lib/openers-directive.ts).
     */
    'client:openers'?: string;
    /** Hydrates on the visitor's first focus, press, key or pointer over it (scripts/lib/interaction-directive.ts). */
    'client:interaction'?: boolean;
  }
}
