import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { SignedInStaff } from '@/lib/auth/staff-roles';
import { dueTodayAttribute } from '@/lib/sales/due-today';
import { isToday, linkText, moreLinksFor, tabLinksFor, tabMark } from './admin-nav';

/**
 * The room the page keeps at its foot on a phone, set on <body> (root.astro): the tab bar lies over the
 * page, so the page ends where the bar begins. The bar's height is said once, here, as a variable both
 * read: 3.5 rem of tabs, its 1 px top border, and the phone's own bottom edge (home indicator).
 */
export const tabBarRoom = '[--admin-tab-bar:calc(3.5rem+1px+env(safe-area-inset-bottom))] max-md:pb-(--admin-tab-bar)';

/**
 * The count of due steps, drawn over the icon from `data-count`. Not as text in the link: its name says
 * the count as the top menu does, 'Hôm nay (3)', and a visible '3' outside the name's parentheses
 * reads as a label the name does not contain (axe's label-content-name-mismatch drops parentheticals).
 */
const countBadge = cn(
  'not-data-count:after:hidden after:absolute after:top-1 after:left-1/2 after:ml-1 after:min-w-5 after:rounded-full after:bg-destructive after:px-1',
  'after:text-center after:text-[0.6875rem] after:leading-5 after:text-primary-foreground after:content-[attr(data-count)]',
);

/**
 * Below 768 px, the role's destinations as a tab bar at the bottom of the screen, where a thumb
 * reaches: at most five ('Hôm nay', 'Khách', 'Tìm', 'Tổng quan' for owners, 'Thêm'), each 56 px tall.
 * Links only: no script.
 */
export function AdminTabBar({
  staff,
  pathname,
  dueToday,
}: {
  staff: SignedInStaff;
  pathname: string;
  dueToday?: number | undefined;
}) {
  const tabs = tabLinksFor(staff);
  const more = moreLinksFor(staff);
  return (
    <nav
      aria-label="Quản trị"
      className="fixed inset-x-0 bottom-0 z-40 h-(--admin-tab-bar) border-t border-border bg-background pb-[env(safe-area-inset-bottom)] md:hidden print:hidden"
    >
      <ul className="grid h-full auto-cols-fr grid-flow-col">
        {tabs.map((tab) => {
          const label = tab.tabLabel ?? tab.label;
          const name = linkText(tab, dueToday, label);
          const count = name === label ? undefined : dueToday;
          return (
            <li key={tab.href} className="min-w-0">
              <a
                href={tab.href}
                aria-current={tabMark(tab, tabs, more, pathname)}
                aria-label={count ? name : undefined}
                data-count={count}
                {...(isToday(tab) && { [dueTodayAttribute]: label, 'data-badge': '' })}
                className={cn(
                  'relative flex h-full flex-col items-center justify-center gap-0.5 px-1 text-xs font-bold text-muted-foreground',
                  'hover:text-foreground focus-visible:-outline-offset-4',
                  'aria-[current]:bg-secondary aria-[current]:text-primary',
                  isToday(tab) && countBadge,
                )}
              >
                <Icon name={tab.icon} className="size-5" />
                <span className="max-w-full truncate">{label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
