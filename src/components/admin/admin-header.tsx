import { buttonVariants } from '@/components/ui/button';

/** The staff area's header: where to go, who is signed in, and 'Đăng xuất'. */
export function AdminHeader({ brand, email }: { brand: string; email: string | undefined }) {
  return (
    <header className="border-b border-border bg-footer text-footer-foreground">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <nav aria-label="Quản trị" className="flex flex-wrap items-center gap-4">
          <span className="font-bold text-footer-heading">{brand} · Quản trị</span>
          {email && (
            <>
              <a href="/admin" className="inline-flex min-h-11 items-center hover:text-footer-heading hover:underline">
                Khách hàng tiềm năng
              </a>
              <a
                href="/admin/newsletter"
                className="inline-flex min-h-11 items-center hover:text-footer-heading hover:underline"
              >
                Bản tin
              </a>
            </>
          )}
        </nav>
        {email && (
          <form method="post" action="/admin/logout" className="flex items-center gap-3 text-sm">
            <span>{email}</span>
            <button type="submit" className={buttonVariants({ variant: 'secondary' })}>
              Đăng xuất
            </button>
          </form>
        )}
      </div>
    </header>
  );
}
