declare namespace App {
  interface Locals {
    /** The signed-in member of the sales team, on /admin pages (see server/auth/auth.service.ts). */
    staff?: { email: string } | undefined;
  }
}

/** Where the build puts the icon sprite (scripts/lib/icon-sprite.ts), set by Vite's `define`. */
declare const __ICON_SPRITE_URL__: string;
