import { buttonVariants } from '@/components/ui/button';

/** What a client over the search limits sees (status 429), in the error pages' look. */
export function SearchRateLimited() {
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Vui lòng chờ một chút</h1>
      <p className="mt-3 text-muted-foreground">Anh/chị đang tìm kiếm quá nhanh. Vui lòng thử lại sau ít phút.</p>
      <a href="/" className={`${buttonVariants()} mt-8`}>
        Về trang chủ
      </a>
    </div>
  );
}
