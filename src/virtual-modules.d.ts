// Modules the build makes rather than reads (Vite plugins in scripts/lib, registered in astro.config.ts).

/** Every icon's mask, in the stylesheet every page loads (scripts/lib/icon-masks.ts). */
declare module 'virtual:icon-masks.css' {}

declare module 'virtual:favicon-png' {
  /** The favicon as a PNG `data:` URL (scripts/lib/favicon-png.ts). */
  const url: string;
  export default url;
}
