import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { searchPath } from '@/lib/search-address';

/**
 * The header's search: a link to the search page, whose field takes the focus. An icon below 1280 px;
 * from there, where the header has room, drawn as a field. Not a form: any form in a page makes
 * Chrome read its fields for autofill when the page has parsed, a main-thread task of its own
 * (bench/results/tbt-experiments-*.md), and on a phone this one was never shown. No script either way.
 */
export function HeaderSearch() {
  return (
    <a
      href={searchPath}
      aria-label="Tìm kiếm"
      className={cn(
        buttonVariants({ variant: 'ghost', size: 'icon' }),
        'xl:w-52 xl:justify-start xl:border xl:border-border xl:px-3 xl:font-normal xl:text-muted-foreground',
      )}
    >
      <Icon name="search" />
      <span className="hidden xl:inline">Tìm kiếm…</span>
    </a>
  );
}
