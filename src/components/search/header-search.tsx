import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { searchParam, searchPath } from '@/lib/search-address';

// The menu button's classes: repeated in the page, they cost next to nothing once compressed.
const iconButton = buttonVariants({ variant: 'ghost', size: 'icon' });

/**
 * The header's search: a plain GET form to /tim-kiem from 1280 px, where the header has room for a
 * field beside its links, and below that an icon link to the search page, whose own field is larger
 * than any a phone's header could hold. No script either way.
 */
export function HeaderSearch() {
  return (
    <>
      <form
        role="search"
        aria-label="Tìm trên trang"
        action={searchPath}
        method="get"
        className="hidden items-center xl:flex"
      >
        <label htmlFor="header-search" className="sr-only">
          Tìm kiếm trên trang
        </label>
        <input
          id="header-search"
          type="search"
          name={searchParam}
          placeholder="Tìm kiếm…"
          className="h-11 w-44 rounded-l-lg border border-r-0 border-border bg-background px-3 text-sm placeholder:text-muted-foreground"
        />
        <button type="submit" aria-label="Tìm kiếm" className={cn(iconButton, 'rounded-l-none border border-border')}>
          <Icon name="search" />
        </button>
      </form>
      <a href={searchPath} aria-label="Tìm kiếm" className={cn(iconButton, 'xl:hidden')}>
        <Icon name="search" />
      </a>
    </>
  );
}
