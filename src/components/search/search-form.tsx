import { controlClass } from '@/components/forms/form-field';
import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { maxQueryLength } from '@/lib/search/search-results';
import { searchParam, searchPath } from '@/lib/search-address';

/**
 * The results page's search field: a plain GET form, so searching again is a page load with the query
 * in the address, with or without JavaScript. Empty, the field takes the focus: the visitor came to type.
 */
export function SearchForm({ query }: { query: string }) {
  return (
    <form role="search" aria-label="Tìm kiếm trên trang" action={searchPath} method="get" className="mt-6 max-w-2xl">
      <label htmlFor="search-query" className="font-bold">
        Anh/chị cần tìm gì?
      </label>
      <div className="flex items-end gap-2">
        <input
          id="search-query"
          type="search"
          name={searchParam}
          defaultValue={query}
          maxLength={maxQueryLength}
          enterKeyHint="search"
          autoFocus={!query}
          className={controlClass}
        />
        <button type="submit" className={buttonVariants()}>
          <Icon name="search" />
          Tìm kiếm
        </button>
      </div>
    </form>
  );
}
