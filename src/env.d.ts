declare namespace App {
  interface Locals {
    /** The signed-in member of the sales team, on /admin pages (see server/auth/auth.service.ts). */
    staff?: { email: string } | undefined;
  }
}
