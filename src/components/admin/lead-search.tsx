import { buttonVariants } from '@/components/ui/button';
import { controlClass } from './admin-form';

/**
 * 'Tìm' on a phone: one field, sent to the inbox as `?q=`. Everyone's leads, not only the member's
 * own: a customer who calls back must be found whoever has them.
 */
export function LeadSearch() {
  return (
    <form method="get" action="/admin" role="search" aria-label="Tìm khách hàng" className="grid gap-3">
      <input type="hidden" name="phu-trach" value="tat-ca" />
      <label htmlFor="tim-khach" className="font-bold">
        Tên, khách sạn, email hoặc số điện thoại
      </label>
      <div className="flex gap-2">
        {/* The page has nothing else to do: the phone's keyboard opens at once. */}
        <input
          id="tim-khach"
          type="search"
          name="q"
          autoFocus
          enterKeyHint="search"
          aria-describedby="tim-khach-goi-y"
          className={`${controlClass} min-w-0 flex-1`}
        />
        <button type="submit" className={buttonVariants()}>
          Tìm
        </button>
      </div>
      <p id="tim-khach-goi-y" className="text-sm text-muted-foreground">
        Tìm trong tất cả khách hàng, dù ai đang phụ trách. Gõ không dấu cũng được (“nguyen” ra “Nguyễn”); số điện thoại
        viết kiểu nào cũng được (0912 345 678, +84 912 345 678).
      </p>
    </form>
  );
}
