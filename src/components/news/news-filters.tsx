import { cn } from '@/lib/cn';
import type { CategoryCount } from '@/lib/news/news-list';
import { newsHref, sortOrders, type NewsQuery, type SortOrder } from '@/lib/news/news-query';

// Below 1024 px the categories come before the list, as a few rows of chips rather than a column.
const linkClass =
  'flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 text-sm hover:bg-muted aria-[current=page]:bg-primary aria-[current=page]:font-bold aria-[current=page]:text-primary-foreground max-lg:rounded-full max-lg:border max-lg:border-border';

/** Category links with counts; choosing one keeps the sort and goes back to page 1. */
export function CategoryList({
  categories,
  query,
  className,
}: {
  categories: CategoryCount[];
  query: NewsQuery;
  className?: string;
}) {
  return (
    <nav aria-labelledby="categories-heading" className={cn('rounded-xl border border-border p-4', className)}>
      <h2 id="categories-heading" className="px-3 pb-2 font-bold">
        Danh mục
      </h2>
      <ul className="grid gap-1 max-lg:flex max-lg:flex-wrap max-lg:gap-2">
        {categories.map((category) => (
          <li key={category.label}>
            <a
              href={newsHref({ ...query, category: category.slug, page: 1 })}
              aria-current={category.slug === query.category ? 'page' : undefined}
              className={linkClass}
            >
              {category.label}
              <span>{category.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Sort orders as links; choosing one keeps the category and goes back to page 1. */
export function SortLinks({ query }: { query: NewsQuery }) {
  return (
    <nav aria-label="Sắp xếp bài viết" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-bold">Sắp xếp:</span>
      {(Object.entries(sortOrders) as Array<[SortOrder, string]>).map(([sort, label]) => (
        <a
          key={sort}
          href={newsHref({ ...query, sort, page: 1 })}
          aria-current={sort === query.sort ? 'true' : undefined}
          className="inline-flex min-h-11 items-center rounded-full border border-border px-4 hover:bg-muted aria-[current=true]:border-primary aria-[current=true]:bg-secondary aria-[current=true]:font-bold aria-[current=true]:text-primary"
        >
          {label}
        </a>
      ))}
    </nav>
  );
}
