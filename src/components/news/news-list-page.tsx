import { buttonVariants } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import type { Article } from '@/lib/news/articles';
import type { NewsPage } from '@/lib/news/news-list';
import { newsHref, type NewsQuery } from '@/lib/news/news-query';
import { ArticleCard } from './article-card';
import { FeaturedArticle } from './featured-article';
import { CategoryList, SortLinks } from './news-filters';
import { NewsletterBox, type NewsletterState } from './newsletter-box';
import { StatsBox } from './stats-box';

interface NewsListPageProps {
  list: NewsPage<Article>;
  query: NewsQuery;
  /** Where the newsletter box posts (the current list state, so the visitor stays on it). */
  newsletterAction: string;
  newsletter?: NewsletterState | undefined;
}

/** /tin-tuc below its hero: categories, featured article, grid with sort and pages, stats, newsletter. */
export function NewsListPage({ list, query, newsletterAction, newsletter }: NewsListPageProps) {
  return (
    // The categories come first in the page's order, so a phone shows them before the list; from
    // 1024 px the grid puts them at the top of the side column.
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr]">
      <CategoryList categories={list.categories} query={query} className="lg:col-start-2 lg:row-start-1" />
      <div className="grid min-w-0 content-start gap-10 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        {list.featured && <FeaturedArticle article={list.featured} />}
        <section aria-labelledby="list-heading" className="grid gap-6">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 id="list-heading" className="text-2xl font-bold">
              Bài viết mới
            </h2>
            <SortLinks query={query} />
          </div>
          {list.items.length ? (
            <ul className="grid gap-6 md:grid-cols-2">
              {list.items.map((article) => (
                <ArticleCard key={article.slug} article={article} />
              ))}
            </ul>
          ) : (
            <div className="rounded-xl border border-dashed border-border p-10 text-center">
              <p>Không có bài viết nào trong danh mục này.</p>
              <a href="/tin-tuc" className={`${buttonVariants({ variant: 'outline' })} mt-4`}>
                Xem tất cả bài viết
              </a>
            </div>
          )}
          <Pagination hrefOf={(page) => newsHref({ ...query, page })} page={list.page} pageCount={list.pageCount} />
        </section>
      </div>
      <aside aria-label="Số liệu và bản tin" className="grid content-start gap-6 lg:col-start-2 lg:row-start-2">
        <StatsBox />
        <NewsletterBox action={newsletterAction} state={newsletter} />
      </aside>
    </div>
  );
}
