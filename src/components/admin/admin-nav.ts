import { can, type StaffRight } from '@/lib/auth/staff-roles';
import type { SignedInStaff } from '@/lib/auth/staff-roles';

/** A link of the staff area's header, shown to members whose role has its right. */
interface AdminLink {
  href: string;
  label: string;
  right: StaffRight | 'signed_in';
}

const links: AdminLink[] = [
  { href: '/admin/hom-nay', label: 'Hôm nay', right: 'leads' },
  { href: '/admin', label: 'Khách hàng tiềm năng', right: 'leads' },
  { href: '/admin/newsletter', label: 'Bản tin', right: 'leads' },
  { href: '/admin/tong-quan', label: 'Tổng quan', right: 'dashboard' },
  { href: '/admin/bai-viet', label: 'Bài viết', right: 'content' },
  { href: '/admin/san-pham', label: 'Sản phẩm', right: 'content' },
  { href: '/admin/nhan-vien', label: 'Nhân viên', right: 'accounts' },
  { href: '/admin/nhat-ky', label: 'Nhật ký', right: 'audit' },
  { href: '/admin/tai-khoan', label: 'Tài khoản của tôi', right: 'signed_in' },
];

/** The header links `staff` may follow: no link to a page that would answer 403. */
export function adminLinksFor(staff: SignedInStaff): AdminLink[] {
  return links.filter((link) => link.right === 'signed_in' || can(staff.role, link.right));
}
