import { HeaderSearch } from '@/components/search/header-search';
import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { demoBookingCta, isCurrentPage, mainNav, trialCta } from '@/lib/navigation';
import { BrandLogo } from './brand-logo';

const mobileMenuId = 'mobile-menu';

function NavLinks({ pathname, className }: { pathname: string; className?: string }) {
  return (
    <ul className={className}>
      {mainNav.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            aria-current={isCurrentPage(link.href, pathname) ? 'page' : undefined}
            className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:text-foreground aria-[current=page]:bg-secondary aria-[current=page]:text-primary"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Sticky site header. The small-screen menu is a native popover (Escape and outside clicks close
 * it), so the header ships no framework JavaScript.
 */
export function SiteHeader({ brand, pathname }: { brand: string; pathname: string }) {
  return (
    <header className="sticky top-0 z-40 h-(--header-height) border-b border-border bg-background print:hidden">
      {/* At 768 px the links already wrap to two lines: the search icon fits beside them with the narrower gap. */}
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:gap-4">
        <BrandLogo brand={brand} />
        <nav aria-label="Điều hướng chính" className="hidden md:block">
          <NavLinks pathname={pathname} className="flex items-center gap-1" />
        </nav>
        <div className="flex items-center gap-2">
          <HeaderSearch />
          <a href={trialCta.href} className={cn(buttonVariants(), 'hidden sm:inline-flex')}>
            {trialCta.label}
          </a>
          <button
            type="button"
            popoverTarget={mobileMenuId}
            aria-label="Mở menu"
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'md:hidden')}
          >
            <Icon name="menu" />
          </button>
        </div>
      </div>
      <div
        id={mobileMenuId}
        popover="auto"
        data-closes-on-link
        className="inset-x-0 top-(--header-height) bottom-auto m-0 w-full border-b border-border bg-background p-4 shadow-lg md:hidden"
      >
        <nav aria-label="Menu di động">
          <NavLinks pathname={pathname} className="grid gap-1" />
        </nav>
        <a href={trialCta.href} className={cn(buttonVariants(), 'mt-3 w-full')}>
          {trialCta.label}
        </a>
        <a href={demoBookingCta.href} className={cn(buttonVariants({ variant: 'outline' }), 'mt-2 w-full')}>
          <Icon name="calendar-days" /> {demoBookingCta.label}
        </a>
      </div>
    </header>
  );
}
