import type { SignedInStaff } from './lib/auth/staff-roles';

declare global {
  namespace App {
    interface Locals {
      /** The signed-in member of the team, on /admin pages (see server/http/require-staff.ts). */
      staff?: SignedInStaff | undefined;
      /** The sign-in could not be checked: the database is away (require-staff.ts, on pages open to anyone). */
      sessionUnreadable?: true | undefined;
      /** Set when the outage page is rendered in place of a page that met the database away (database-outage.ts). */
      databaseOutage?: true | undefined;
    }
  }
}

export {};
