import type { IconName } from '@/components/ui/icon-set';
import { can, type SignedInStaff, type StaffRight } from '@/lib/auth/staff-roles';
import { withDueToday } from '@/lib/sales/due-today';

/** A destination of the staff area, shown to members whose role has its right. */
export interface AdminLink {
  href: string;
  /** Its name in the top menu and on 'Thêm'. */
  label: string;
  right: StaffRight | 'signed_in';
  icon: IconName;
  /** A shorter name for the phone's tab bar, where five share 360 px. */
  tabLabel?: string;
  /** Whether it may take one of the phone's tabs (the role's first four such links do). */
  tab?: boolean;
  /**
   * Where else it shows instead of the top menu: 'phone' only as a tab (at 768 px and up the inbox's
   * own search field is on screen), 'account' in the member's menu at the top right.
   */
  only?: 'phone' | 'account';
  /** Other pages that belong to it, so its tab or link is marked while they are open. */
  also?: string[];
}

// In the order the top menu and the tab bar show them: a role's tabs are its first four tab links.
const links: AdminLink[] = [
  { href: '/admin/hom-nay', label: 'Hôm nay', right: 'leads', icon: 'calendar-check', tab: true },
  {
    href: '/admin',
    label: 'Khách hàng',
    tabLabel: 'Khách',
    right: 'leads',
    icon: 'hotel',
    tab: true,
    also: ['/admin/leads'],
  },
  { href: '/admin/tim', label: 'Tìm', right: 'leads', icon: 'search', tab: true, only: 'phone' },
  { href: '/admin/tong-quan', label: 'Tổng quan', right: 'dashboard', icon: 'bar-chart', tab: true },
  { href: '/admin/newsletter', label: 'Bản tin', right: 'leads', icon: 'mail' },
  {
    href: '/admin/bai-viet',
    label: 'Bài viết',
    right: 'content',
    icon: 'file-text',
    tab: true,
    also: ['/admin/chuyen-muc-tac-gia', '/admin/noi-dung'],
  },
  { href: '/admin/san-pham', label: 'Sản phẩm', right: 'content', icon: 'package', tab: true },
  // 'Câu hỏi thường gặp' on its page; short here, so the owner's top menu keeps to one line at 1366 px.
  // The assistant's pages are reached from its list: the unanswered questions become its drafts or
  // are attached to its answers, and the synonyms let those answers be found.
  {
    href: '/admin/hoi-dap',
    label: 'Hỏi đáp',
    right: 'content',
    icon: 'circle-help',
    tab: true,
    also: ['/admin/tro-ly-chua-tra-loi', '/admin/tro-ly-tu-dong-nghia'],
  },
  // 'Từ khóa tìm kiếm' on its page; short here, so the owner's top menu keeps to one line at 1366 px.
  { href: '/admin/tu-khoa', label: 'Từ khóa', right: 'content', icon: 'search', tab: true },
  { href: '/admin/nhan-vien', label: 'Nhân viên', right: 'accounts', icon: 'users' },
  // In the member's menu on a wide screen (the top menu fits one line at 1366 px), under 'Thêm' on a phone.
  { href: '/admin/cong-ty', label: 'Thông tin công ty', right: 'accounts', icon: 'settings', only: 'account' },
  // Demo hours and closed days: set once, changed now and then; in the member's menu too.
  { href: '/admin/lich-hen', label: 'Lịch nhận demo', right: 'leads', icon: 'calendar-days', only: 'account' },
  {
    href: '/admin/ngay-nghi',
    label: 'Ngày nghỉ của công ty',
    right: 'accounts',
    icon: 'calendar-days',
    only: 'account',
  },
  // Changed seldom (a few stories, each with the hotel's written consent): beside it, for the same reason.
  {
    href: '/admin/khach-hang',
    label: 'Câu chuyện khách hàng',
    right: 'content',
    icon: 'quote',
    only: 'account',
  },
  { href: '/admin/nhat-ky', label: 'Nhật ký', right: 'audit', icon: 'clock' },
  // A person's data on their request: now and then, so in the member's menu and under 'Thêm'.
  {
    href: '/admin/du-lieu-ca-nhan',
    label: 'Dữ liệu cá nhân',
    right: 'accounts',
    icon: 'shield-check',
    only: 'account',
  },
  {
    href: '/admin/tai-khoan',
    label: 'Tài khoản của tôi',
    right: 'signed_in',
    icon: 'user-round',
    only: 'account',
    also: ['/admin/hai-buoc'],
  },
];

/** The last tab: every other destination of the role, and 'Đăng xuất'. */
export const moreLink: AdminLink = { href: '/admin/them', label: 'Thêm', right: 'signed_in', icon: 'ellipsis' };

const maxTabs = 5;

/** Every destination `staff` may open: no link to a page that would answer 403. */
export function adminLinksFor(staff: SignedInStaff): AdminLink[] {
  return links.filter((link) => link.right === 'signed_in' || can(staff.role, link.right));
}

/** The top menu from 768 px: the role's links but the phone's own and the account's. */
export function menuLinksFor(staff: SignedInStaff): AdminLink[] {
  return adminLinksFor(staff).filter((link) => !link.only);
}

/** The phone's tab bar: the role's first four tab links, then 'Thêm'. */
export function tabLinksFor(staff: SignedInStaff): AdminLink[] {
  return [
    ...adminLinksFor(staff)
      .filter((link) => link.tab)
      .slice(0, maxTabs - 1),
    moreLink,
  ];
}

/** What 'Thêm' lists: the role's destinations that have no tab. */
export function moreLinksFor(staff: SignedInStaff): AdminLink[] {
  const tabs = new Set(tabLinksFor(staff).map((link) => link.href));
  return adminLinksFor(staff).filter((link) => !tabs.has(link.href));
}

/** 'Hôm nay (3)': the count of next steps due today or overdue beside its link, as every menu shows it. */
export function linkText(link: AdminLink, dueToday: number | undefined, label = link.label): string {
  return isToday(link) ? withDueToday(label, dueToday) : label;
}

/** The link to 'Hôm nay', the one that carries its count. */
export const isToday = (link: AdminLink) => link.href === '/admin/hom-nay';

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * How a link is marked on `pathname`: 'page' on its own page, 'true' on a page that belongs to it
 * (a lead's page under 'Khách', an article under 'Bài viết'), else nothing. '/admin' owns only itself
 * and what `also` names: every admin page is under it.
 */
export function currentMark(link: AdminLink, pathname: string): 'page' | 'true' | undefined {
  if (pathname === link.href) return 'page';
  const prefixes = [...(link.href === '/admin' ? [] : [link.href]), ...(link.also ?? [])];
  return prefixes.some((prefix) => within(pathname, prefix)) ? 'true' : undefined;
}

/** The tab marked on `pathname`: its own, or 'Thêm' for a page of a destination listed there. */
export function tabMark(
  tab: AdminLink,
  tabs: AdminLink[],
  more: AdminLink[],
  pathname: string,
): 'page' | 'true' | undefined {
  const own = currentMark(tab, pathname);
  if (own || tab !== moreLink) return own;
  const elsewhere = tabs.some((other) => other !== moreLink && currentMark(other, pathname));
  return !elsewhere && more.some((link) => currentMark(link, pathname)) ? 'true' : undefined;
}
