import { describe, expect, it } from 'vitest';
import type { SignedInStaff, StaffRole } from '@/lib/auth/staff-roles';
import { currentMark, menuLinksFor, moreLinksFor, tabLinksFor, tabMark } from './admin-nav';

const member = (role: StaffRole): SignedInStaff => ({
  id: 'x',
  email: 'a@hotelix.vn',
  name: '',
  role,
  twoFactor: false,
});
const labels = (links: Array<{ label: string; tabLabel?: string }>) => links.map((link) => link.tabLabel ?? link.label);

describe('admin navigation', () => {
  it('gives each role at most five tabs, the last one Thêm', () => {
    expect(labels(tabLinksFor(member('owner')))).toEqual(['Hôm nay', 'Khách', 'Tìm', 'Tổng quan', 'Thêm']);
    expect(labels(tabLinksFor(member('sales')))).toEqual(['Hôm nay', 'Khách', 'Tìm', 'Thêm']);
    expect(labels(tabLinksFor(member('editor')))).toEqual(['Bài viết', 'Sản phẩm', 'Hỏi đáp', 'Từ khóa', 'Thêm']);
  });

  it('lists under Thêm every destination of the role without a tab', () => {
    expect(labels(moreLinksFor(member('owner')))).toEqual([
      'Bản tin',
      'Bài viết',
      'Sản phẩm',
      'Hỏi đáp',
      'Từ khóa',
      'Nhân viên',
      'Thông tin công ty',
      'Lịch nhận demo',
      'Ngày nghỉ của công ty',
      'Câu chuyện khách hàng',
      'Nhật ký',
      'Dữ liệu cá nhân',
      'Tài khoản của tôi',
    ]);
    expect(labels(moreLinksFor(member('sales')))).toEqual(['Bản tin', 'Lịch nhận demo', 'Tài khoản của tôi']);
    expect(labels(moreLinksFor(member('editor')))).toEqual(['Câu chuyện khách hàng', 'Tài khoản của tôi']);
  });

  it('keeps the phone’s Tìm and the account out of the top menu', () => {
    expect(menuLinksFor(member('owner')).map((link) => link.label)).toEqual([
      'Hôm nay',
      'Khách hàng',
      'Tổng quan',
      'Bản tin',
      'Bài viết',
      'Sản phẩm',
      'Hỏi đáp',
      'Từ khóa',
      'Nhân viên',
      'Nhật ký',
    ]);
  });

  it('marks a link on its page and on the pages that belong to it, and Thêm for the pages it lists', () => {
    const [, inbox] = menuLinksFor(member('owner'));
    expect(currentMark(inbox!, '/admin')).toBe('page');
    expect(currentMark(inbox!, '/admin/leads/abc')).toBe('true');
    expect(currentMark(inbox!, '/admin/nhan-vien')).toBeUndefined();
    const tabs = tabLinksFor(member('owner'));
    const more = moreLinksFor(member('owner'));
    const marked = (path: string) => tabs.filter((tab) => tabMark(tab, tabs, more, path)).map((tab) => tab.label);
    expect(marked('/admin/nhan-vien')).toEqual(['Thêm']);
    expect(marked('/admin/hai-buoc')).toEqual(['Thêm']);
    expect(marked('/admin/them')).toEqual(['Thêm']);
    expect(marked('/admin/leads/abc')).toEqual(['Khách hàng']);
    expect(marked('/admin/khong-du-quyen')).toEqual([]);
  });
});
