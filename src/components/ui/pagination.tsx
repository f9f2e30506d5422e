const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-border px-3 text-sm font-bold hover:bg-muted aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground';
const disabledClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-border px-3 text-sm text-muted-foreground';

/** The address of page `page` (from 1) of a list. */
type PageHref = (page: number) => string;

function Step({ label, page, hrefOf, enabled }: { label: string; page: number; hrefOf: PageHref; enabled: boolean }) {
  // A disabled step is not a link at all, so keyboards and screen readers skip it.
  return enabled ? (
    <a href={hrefOf(page)} className={itemClass}>
      {label}
    </a>
  ) : (
    <span aria-disabled="true" className={disabledClass}>
      {label}
    </span>
  );
}

/** First, last, and the pages around the current one: the pager stays small however many pages there are. */
export function visiblePages(page: number, pageCount: number): Array<number | 'gap'> {
  const wanted = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return wanted.flatMap((n, index) => (index > 0 && n - wanted[index - 1]! > 1 ? (['gap', n] as const) : [n]));
}

/**
 * Page links of a list whose state is in its address (the news list, the search results), only when
 * there is more than one page; 'Trước' and 'Sau' are disabled at the ends.
 */
export function Pagination({ hrefOf, page, pageCount }: { hrefOf: PageHref; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Phân trang" className="flex flex-wrap items-center justify-center gap-2">
      <Step label="Trước" page={page - 1} hrefOf={hrefOf} enabled={page > 1} />
      {visiblePages(page, pageCount).map((number, index) =>
        number === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
            …
          </span>
        ) : (
          <a
            key={number}
            href={hrefOf(number)}
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Trang ${number}`}
            className={itemClass}
          >
            {number}
          </a>
        ),
      )}
      <Step label="Sau" page={page + 1} hrefOf={hrefOf} enabled={page < pageCount} />
    </nav>
  );
}
