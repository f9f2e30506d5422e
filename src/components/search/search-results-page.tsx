import { PageHero } from '@/components/sections/page-hero';
import { Pagination } from '@/components/ui/pagination';
import { formatCount } from '@/lib/format';
import type { ContactLinks } from '@/lib/leads/contact-links';
import type { SearchPage } from '@/lib/search/search-results';
import { searchHref } from '@/lib/search-address';
import { SearchForm } from './search-form';
import { SearchHelp } from './search-help';
import { SearchHitItem } from './search-hit';

/** What the page says under the field: how many results, or that there are none (with help). */
function Outcome({ results, contactLinks }: { results: SearchPage; contactLinks: ContactLinks }) {
  const { query, hits, total, more, page, pageCount } = results;
  if (!total) {
    return (
      <>
        <h2 className="text-xl font-bold">{`Không tìm thấy kết quả cho "${query}"`}</h2>
        <SearchHelp contactLinks={contactLinks} />
      </>
    );
  }
  return (
    <>
      <p className="font-bold">{`${more ? 'Hơn ' : ''}${formatCount(total)} kết quả cho "${query}"`}</p>
      <ol className="mb-8 divide-y divide-border border-b border-border">
        {hits.map((hit, index) => (
          // Keyed by position: one page never shows a result twice, and its order is the engine's.
          <SearchHitItem key={index} hit={hit} />
        ))}
      </ol>
      <Pagination hrefOf={(number) => searchHref(query, number)} page={page} pageCount={pageCount} />
    </>
  );
}

/**
 * /tim-kiem: the field with the query in it and, once something was typed, the count and a page of
 * results, or 'nothing found' with other ways to an answer.
 */
export function SearchResultsPage({ results, contactLinks }: { results: SearchPage; contactLinks: ContactLinks }) {
  return (
    <>
      <PageHero
        title="Tìm kiếm"
        intro="Bài viết, sản phẩm, câu hỏi thường gặp, khách hàng và bảng giá. Gõ không dấu cũng được."
        after={<SearchForm query={results.query} />}
      />
      {results.query && (
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
          <div className="max-w-3xl">
            <Outcome results={results} contactLinks={contactLinks} />
          </div>
        </div>
      )}
    </>
  );
}
