import type { SignedInStaff } from './lib/auth/staff-roles';

declare global {
  namespace App {
    interface Locals {
      /** The signed-in member of the team, on /admin pages (see server/http/require-staff.ts). */
      staff?: SignedInStaff | undefined;
    }
  }

  /** Where the build puts the icon sprite (scripts/lib/icon-sprite.ts), set by Vite's `define`. */
  const __ICON_SPRITE_URL__: string;
}

export {};
