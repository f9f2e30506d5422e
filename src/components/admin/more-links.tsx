import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { SignedInStaff } from '@/lib/auth/staff-roles';
import { moreLinksFor } from './admin-nav';

const rowClass = cn(
  buttonVariants({ variant: 'ghost', size: 'lg' }),
  'min-h-14 w-full justify-start rounded-none px-4 [&_svg]:size-5',
);

/** 'Thêm': every destination of the role that has no tab, then 'Đăng xuất'. */
export function MoreLinks({ staff }: { staff: SignedInStaff }) {
  return (
    <div className="grid gap-6">
      <ul className="divide-y divide-border rounded-xl border border-border" aria-label="Các trang khác">
        {moreLinksFor(staff).map((link) => (
          <li key={link.href}>
            <a href={link.href} className={rowClass}>
              <Icon name={link.icon} />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <form method="post" action="/admin/logout">
        <button type="submit" className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full')}>
          Đăng xuất
        </button>
      </form>
    </div>
  );
}
