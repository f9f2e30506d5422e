import type { StaffRight } from '../../lib/auth/staff-roles.ts';

/** Who may open an admin route: anyone, any signed-in member, or members whose role has a right. */
export type AdminAccess = 'anyone' | 'signed_in' | StaffRight;

/**
 * Every admin route and what it needs. A path no rule names needs 'accounts' (owners only), so a
 * page added without a rule is closed rather than open; admin-access.test.ts checks that every
 * file under src/pages/admin has a rule.
 */
const rules: Array<[pattern: RegExp, access: AdminAccess]> = [
  [/^\/admin\/login$/, 'anyone'],
  [/^\/admin\/logout$/, 'signed_in'],
  [/^\/admin\/khong-du-quyen$/, 'signed_in'],
  [/^\/admin$/, 'leads'],
  [/^\/admin\/leads\/[^/]+$/, 'leads'],
  [/^\/admin\/export\.csv$/, 'leads'],
  [/^\/admin\/newsletter(\.csv)?$/, 'leads'],
  [/^\/admin\/notifications\/resend$/, 'leads'],
];

/** What `path` (under /admin) needs. */
export function adminAccess(path: string): AdminAccess {
  return rules.find(([pattern]) => pattern.test(path))?.[1] ?? 'accounts';
}

/** Admin routes that answer machines (downloads, form actions): 401/403 as JSON, never a redirect. */
export function isAdminEndpoint(path: string): boolean {
  return path.endsWith('.csv') || path === '/admin/logout' || path === '/admin/notifications/resend';
}

/** The page shown, with status 403, to a member whose role lacks the right (rendered in place). */
export const forbiddenPage = '/admin/khong-du-quyen';
