// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SignedInStaff } from '@/lib/auth/staff-roles';
import { showDueToday } from '@/lib/sales/due-today';
import { AdminHeader } from './admin-header';
import { AdminTabBar } from './admin-tab-bar';

const seller: SignedInStaff = { id: 's', email: 'lan@hotelix.vn', name: 'Lan', role: 'sales', twoFactor: false };

/** The staff chrome as a salesperson's page shows it, with 'Hôm nay's count at `dueToday`. */
function chrome(dueToday: number | undefined) {
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <AdminHeader brand="Hotelix" staff={seller} pathname="/admin/hom-nay" dueToday={dueToday} />
      <AdminTabBar staff={seller} pathname="/admin/hom-nay" dueToday={dueToday} />
    </>,
  );
  const menu = document.querySelector('header nav a[href="/admin/hom-nay"]')!;
  const tab = document.querySelector<HTMLElement>('nav.fixed a[href="/admin/hom-nay"]')!;
  return {
    menu: () => menu.textContent,
    tab: () => ({ name: tab.getAttribute('aria-label'), badge: tab.dataset.count }),
  };
}

describe("'Hôm nay's count after a call saved without a reload", () => {
  it('shows the new count in the menu and on the tab bar’s badge and name', () => {
    const page = chrome(5);
    expect([page.menu(), page.tab()]).toEqual(['Hôm nay (5)', { name: 'Hôm nay (5)', badge: '5' }]);
    showDueToday(4);
    expect([page.menu(), page.tab()]).toEqual(['Hôm nay (4)', { name: 'Hôm nay (4)', badge: '4' }]);
  });

  it('drops the count when nothing is left, and shows it again when a step lands on today', () => {
    const page = chrome(1);
    showDueToday(0);
    expect([page.menu(), page.tab()]).toEqual(['Hôm nay', { name: null, badge: undefined }]);
    showDueToday(1);
    expect([page.menu(), page.tab()]).toEqual(['Hôm nay (1)', { name: 'Hôm nay (1)', badge: '1' }]);
  });

  it('gives the badge to a page that loaded with nothing due', () => {
    const page = chrome(undefined);
    showDueToday(2);
    expect(page.tab()).toEqual({ name: 'Hôm nay (2)', badge: '2' });
  });
});
