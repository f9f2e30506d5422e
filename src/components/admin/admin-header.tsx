import { cn } from '@/lib/cn';
import type { SignedInStaff } from '@/lib/auth/staff-roles';
import { AccountMenu } from './account-menu';
import { dueTodayAttribute } from '@/lib/sales/due-today';
import { currentMark, isToday, linkText, menuLinksFor } from './admin-nav';

/**
 * The staff area's top bar: the brand and the member's menu on one row at every width; from 768 px
 * also the role's destinations (on a phone they are the tab bar at the bottom, admin-tab-bar.tsx).
 */
export function AdminHeader({
  brand,
  staff,
  pathname,
  dueToday,
}: {
  brand: string;
  staff: SignedInStaff | undefined;
  pathname: string;
  /** Next steps due today or overdue, shown beside 'Hôm nay'. */
  dueToday?: number | undefined;
}) {
  return (
    <header className="border-b border-border bg-footer text-footer-foreground print:hidden">
      <div className="mx-auto flex min-h-14 max-w-7xl items-center justify-between gap-x-4 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-x-4">
          <span className="truncate font-bold text-footer-heading">{brand} · Quản trị</span>
          {staff && (
            // Below 768 px the tab bar takes its place (one 'Quản trị' at a time); between 768 px and the
            // owner's one line it wraps rather than overflows.
            <nav aria-label="Quản trị" className="hidden md:block">
              <ul className="flex flex-wrap items-center gap-x-1">
                {menuLinksFor(staff).map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      aria-current={currentMark(link, pathname)}
                      {...(isToday(link) && { [dueTodayAttribute]: link.label })}
                      className={cn(
                        'inline-flex min-h-11 items-center rounded-md px-2.5 text-sm whitespace-nowrap',
                        'hover:text-footer-heading hover:underline',
                        'aria-[current]:bg-footer-heading/10 aria-[current]:font-bold aria-[current]:text-footer-heading',
                      )}
                    >
                      {linkText(link, dueToday)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        {staff && <AccountMenu staff={staff} pathname={pathname} />}
      </div>
    </header>
  );
}
