import type { SignedInStaff } from './lib/auth/staff-roles';

declare global {
  namespace App {
    interface Locals {
      /** The signed-in member of the team, on /admin pages (see server/http/require-staff.ts). */
      staff?: SignedInStaff | undefined;
    }
  }
}

export {};
