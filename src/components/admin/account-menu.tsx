import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { roleLabels, type SignedInStaff } from '@/lib/auth/staff-roles';
import { adminLinksFor, currentMark } from './admin-nav';

const itemClass = cn(buttonVariants({ variant: 'ghost' }), 'w-full justify-start');

/**
 * Who is signed in, behind their name at the top right: 'Tài khoản của tôi' and 'Đăng xuất'. A
 * <details>, so it needs no script; on a phone only the icon shows (the name is read out), leaving the
 * top bar one row.
 */
export function AccountMenu({ staff, pathname }: { staff: SignedInStaff; pathname: string }) {
  const who = staff.name || staff.email;
  const accountLinks = adminLinksFor(staff).filter((link) => link.only === 'account');
  return (
    <details className="group relative shrink-0">
      <summary
        className={cn(
          'flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 rounded-md px-2 text-sm',
          'hover:text-footer-heading [&::-webkit-details-marker]:hidden',
        )}
      >
        <Icon name="user-round" className="size-5" />
        <span className="max-w-48 truncate max-sm:sr-only">{who}</span>
        <Icon name="chevron-down" className="size-4 group-open:rotate-180 max-sm:hidden" />
      </summary>
      <div className="absolute top-full right-0 z-50 mt-2 grid w-64 max-w-[calc(100vw-2rem)] gap-1 rounded-xl border border-border bg-background p-2 text-foreground shadow-lg">
        <p className="px-4 py-2 text-sm break-words">{`${who} · ${roleLabels[staff.role]}`}</p>
        {accountLinks.map((link) => (
          <a key={link.href} href={link.href} aria-current={currentMark(link, pathname)} className={itemClass}>
            <Icon name={link.icon} />
            {link.label}
          </a>
        ))}
        <form method="post" action="/admin/logout">
          <button type="submit" className={itemClass}>
            Đăng xuất
          </button>
        </form>
      </div>
    </details>
  );
}
