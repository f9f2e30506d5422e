/** The three kinds of account; each account has exactly one. */
export const staffRoles = ['owner', 'sales', 'editor'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** How a role is named on screen. */
export const roleLabels: Record<StaffRole, string> = {
  owner: 'Quản trị',
  sales: 'Kinh doanh',
  editor: 'Biên tập',
};

/** What an admin route needs (src/server/http/admin-access.ts gives every route one). */
export type StaffRight = 'leads' | 'accounts' | 'audit' | 'content' | 'dashboard';

const rightsOf: Record<StaffRole, readonly StaffRight[]> = {
  // 'dashboard': the manager's figures, salespeople's response times side by side.
  owner: ['leads', 'accounts', 'audit', 'content', 'dashboard'],
  sales: ['leads'],
  editor: ['content'],
};

/** Whether an account of this role may use what needs `right`. */
export function can(role: StaffRole, right: StaffRight): boolean {
  return rightsOf[role].includes(right);
}

/** Whether a value read from a form or the command line is a role. */
export function isStaffRole(value: unknown): value is StaffRole {
  return staffRoles.includes(value as StaffRole);
}

/** The signed-in member, as pages and components see them (Astro.locals.staff). */
export interface SignedInStaff {
  id: string;
  email: string;
  /** Empty for accounts made before names were asked for. */
  name: string;
  role: StaffRole;
  /** Whether the account signs in with a second factor. */
  twoFactor: boolean;
}

/** Where a member lands after signing in when no page was asked for: the first page their role opens. */
export function homeOf(role: StaffRole): string {
  // Salespeople start the day on 'Hôm nay' (new leads first); the owner role on every lead.
  if (role === 'sales') return '/admin/hom-nay';
  if (can(role, 'leads')) return '/admin';
  return can(role, 'content') ? '/admin/bai-viet' : '/admin/tai-khoan';
}
