import { buttonVariants } from '@/components/ui/button';
import { roleLabels, type SignedInStaff } from '@/lib/auth/staff-roles';
import { adminLinksFor } from './admin-nav';

const linkClass = 'inline-flex min-h-11 items-center hover:text-footer-heading hover:underline';

/** The staff area's header: where the member's role may go, who is signed in (and as what), and 'Đăng xuất'. */
export function AdminHeader({
  brand,
  staff,
  dueToday,
}: {
  brand: string;
  staff: SignedInStaff | undefined;
  /** Next steps due today or overdue, shown beside 'Hôm nay'. */
  dueToday?: number | undefined;
}) {
  return (
    <header className="border-b border-border bg-footer text-footer-foreground">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <nav aria-label="Quản trị" className="flex flex-wrap items-center gap-4">
          <span className="font-bold text-footer-heading">{brand} · Quản trị</span>
          {staff &&
            adminLinksFor(staff).map((link) => (
              <a key={link.href} href={link.href} className={linkClass}>
                {link.href === '/admin/hom-nay' && dueToday ? `${link.label} (${dueToday})` : link.label}
              </a>
            ))}
        </nav>
        {staff && (
          <form method="post" action="/admin/logout" className="flex flex-wrap items-center gap-3 text-sm">
            <span className="break-all">{`${staff.name || staff.email} · ${roleLabels[staff.role]}`}</span>
            <button type="submit" className={buttonVariants({ variant: 'secondary' })}>
              Đăng xuất
            </button>
          </form>
        )}
      </div>
    </header>
  );
}
