import { publicPath } from './page-path';

/** A link of the site's navigation. */
export interface NavLink {
  label: string;
  href: string;
}

/** Header navigation, in display order. */
export const mainNav: NavLink[] = [
  { label: 'Tính năng', href: '/#features' },
  { label: 'Sản phẩm', href: '/san-pham' },
  { label: 'Lợi ích', href: '/#benefits' },
  { label: 'Bảng giá', href: '/#pricing' },
  { label: 'Báo giá', href: '/bao-gia' },
  { label: 'Tin tức', href: '/tin-tuc' },
  { label: 'Liên hệ', href: '/contact' },
];

/** The header's call to action. */
export const trialCta: NavLink = { label: 'Dùng thử miễn phí', href: '/#contact' };

/** Booking a demo in a free slot: a way in from the hero, the phone's menu and its bottom bar. */
export const demoBookingCta: NavLink = { label: 'Đặt lịch demo', href: '/dat-lich-demo' };

/**
 * Whether `href` is the page the visitor is on or an ancestor of it (`/tin-tuc` for `/tin-tuc/abc`).
 * Anchors on the landing page are sections, not pages, so they are never current.
 */
export function isCurrentPage(href: string, pathname: string): boolean {
  if (href.includes('#') || href === '/') return false;
  const path = publicPath(pathname);
  return path === href || path.startsWith(`${href}/`);
}

/** A titled group of footer links. */
export interface NavGroup {
  title: string;
  links: NavLink[];
}

/** Footer link groups; every link leads to a real page or section. */
export const footerNav: NavGroup[] = [
  {
    title: 'Phần mềm',
    links: [
      { label: 'Tính năng', href: '/#features' },
      { label: 'Lợi ích', href: '/#benefits' },
      { label: 'Bảng giá', href: '/#pricing' },
      { label: 'Báo giá cho khách sạn', href: '/bao-gia' },
      { label: 'Dùng thử miễn phí', href: '/#contact' },
    ],
  },
  {
    title: 'Thiết bị & công ty',
    links: [
      { label: 'Sản phẩm phần cứng', href: '/san-pham' },
      { label: 'Khách hàng', href: '/khach-hang' },
      { label: 'Tin tức', href: '/tin-tuc' },
      { label: 'Liên hệ', href: '/contact' },
      { label: 'Chính sách bảo mật', href: '/chinh-sach-bao-mat' },
    ],
  },
];
