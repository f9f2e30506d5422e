import type { StaffRight } from '../../lib/auth/staff-roles.ts';
import { editorSegmentPattern } from '../../lib/content/content-kinds.ts';

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
  [/^\/admin\/hom-nay$/, 'leads'],
  [/^\/admin\/tim$/, 'leads'],
  [/^\/admin\/nhan-khach$/, 'leads'],
  [/^\/admin\/export\.csv$/, 'leads'],
  [/^\/admin\/newsletter(\.csv)?$/, 'leads'],
  [/^\/admin\/notifications\/resend$/, 'leads'],
  [/^\/admin\/nhan-vien$/, 'accounts'],
  [/^\/admin\/cong-ty$/, 'accounts'],
  // Demo hours: a salesperson's own page, any salesperson's for the owner role (the page checks whose).
  [/^\/admin\/lich-hen$/, 'leads'],
  [/^\/admin\/ngay-nghi$/, 'accounts'],
  // A person's data on request: owners only, the page and the copy's downloads.
  [/^\/admin\/du-lieu-ca-nhan(\.json|\.csv)?$/, 'accounts'],
  [/^\/admin\/nhat-ky(\.csv)?$/, 'audit'],
  [/^\/admin\/tong-quan(\.csv)?$/, 'dashboard'],
  [/^\/admin\/loi-moi$/, 'anyone'],
  [/^\/admin\/tai-khoan$/, 'signed_in'],
  // The installed app: its manifest, icons, service worker and offline page hold no data, and a phone
  // reads them signed out; it opens at bat-dau, each member's own first page.
  [/^\/admin\/(manifest\.webmanifest|sw\.js|ngoai-tuyen|bieu-tuong-[a-z0-9-]+\.png)$/, 'anyone'],
  [/^\/admin\/bat-dau$/, 'signed_in'],
  // Push to my phones: the switch (JSON) and the settings' forms; roles that work leads.
  [/^\/admin\/thong-bao-dien-thoai(\.json)?$/, 'leads'],
  [/^\/admin\/them$/, 'signed_in'],
  [/^\/admin\/(quen-mat-khau|dat-lai-mat-khau|xac-thuc)$/, 'anyone'],
  [/^\/admin\/hai-buoc$/, 'signed_in'],
  // The image upload: served before Astro (scripts/serve.ts), media/upload-access.ts reads this rule.
  [/^\/admin\/anh$/, 'content'],
  // Each kind's list, its items, their previews and histories (pages/admin/[kind]); no other segment.
  [new RegExp(`^/admin/(${editorSegmentPattern})(/[^/]+(/(xem-truoc|lich-su))?)?$`), 'content'],
  [/^\/admin\/noi-dung\/[^/]+\/[^/]+$/, 'content'],
  [/^\/admin\/chuyen-muc-tac-gia$/, 'content'],
  [/^\/admin\/tu-khoa$/, 'content'],
  [/^\/admin\/tro-ly-(chua-tra-loi|tu-dong-nghia)$/, 'content'],
];

/** What the rule naming `path` says, or undefined when no rule names it. */
export function adminRule(path: string): AdminAccess | undefined {
  return rules.find(([pattern]) => pattern.test(path))?.[1];
}

/** What `path` (under /admin) needs. */
export function adminAccess(path: string): AdminAccess {
  return adminRule(path) ?? 'accounts';
}

/** Admin routes that answer machines (downloads, form actions): 401/403 as JSON, never a redirect. */
export function isAdminEndpoint(path: string): boolean {
  return (
    path.endsWith('.csv') ||
    path.endsWith('.json') ||
    path === '/admin/logout' ||
    path === '/admin/notifications/resend' ||
    path === '/admin/nhan-khach' ||
    path === '/admin/anh' ||
    path.startsWith('/admin/noi-dung/')
  );
}

/**
 * Where a member without two-factor sign-in is sent while owners require it, and what they may still
 * open meanwhile: that page, and signing out.
 */
export const enrolPage = '/admin/hai-buoc';
export const openBeforeEnrolment = new Set([
  enrolPage,
  '/admin/logout',
  '/admin/login',
  // The installed app's files: its worker must update, and the offline page show, for everyone.
  '/admin/manifest.webmanifest',
  '/admin/sw.js',
  '/admin/ngoai-tuyen',
  ...['192', '512', 'maskable-512', '96'].map((size) => `/admin/bieu-tuong-${size}.png`),
]);

/** The page shown, with status 403, to a member whose role lacks the right (rendered in place). */
export const forbiddenPage = '/admin/khong-du-quyen';
