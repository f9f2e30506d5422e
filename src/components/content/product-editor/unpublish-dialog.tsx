import { useRef } from 'react';
import { Button } from '@/components/ui/button';

/**
 * 'Gỡ xuống' (or 'Huỷ hẹn giờ' for a product not yet live), confirmed in a modal `<dialog>`: Escape
 * or 'Không' closes it and focus returns to the button.
 */
export function ProductUnpublishButton({
  scheduled,
  disabled,
  onConfirm,
}: {
  /** Not live yet, only scheduled: the button cancels the schedule. */
  scheduled: boolean;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const label = scheduled ? 'Huỷ hẹn giờ' : 'Gỡ xuống';
  return (
    <>
      <Button variant="outline" disabled={disabled} onClick={() => dialog.current?.showModal()}>
        {label}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby="product-unpublish-title"
        aria-describedby="product-unpublish-text"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-border bg-background p-6 text-foreground backdrop:bg-foreground/40"
      >
        <h2 id="product-unpublish-title" className="text-lg font-bold">
          {scheduled ? 'Huỷ lịch xuất bản?' : 'Gỡ sản phẩm xuống?'}
        </h2>
        <p id="product-unpublish-text" className="mt-2 text-sm">
          {scheduled
            ? 'Sản phẩm sẽ không tự xuất bản nữa. Bản nháp vẫn được giữ.'
            : 'Khách sẽ không mở được trang sản phẩm này và báo giá không còn tính nó. Bản nháp và lịch sử vẫn được giữ, bạn có thể xuất bản lại bất cứ lúc nào.'}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="outline" autoFocus onClick={() => dialog.current?.close()}>
            Không
          </Button>
          <Button
            onClick={() => {
              dialog.current?.close();
              onConfirm();
            }}
          >
            {label}
          </Button>
        </div>
      </dialog>
    </>
  );
}
