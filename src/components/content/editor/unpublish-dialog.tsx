import { useRef } from 'react';
import { Button } from '@/components/ui/button';

/**
 * 'Gỡ xuống', confirmed in a modal `<dialog>`: it opens on 'Huỷ' (the first button), Escape or 'Huỷ'
 * closes it, and focus returns to the button.
 */
export function UnpublishButton({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <Button variant="outline" disabled={disabled} onClick={() => dialog.current?.showModal()}>
        Gỡ xuống
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby="unpublish-title"
        aria-describedby="unpublish-text"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-border bg-background p-6 text-foreground backdrop:bg-foreground/40"
      >
        <h2 id="unpublish-title" className="text-lg font-bold">
          Gỡ bài viết xuống?
        </h2>
        <p id="unpublish-text" className="mt-2 text-sm">
          Bạn đọc sẽ không mở được bài này nữa. Bản nháp vẫn được giữ, bạn có thể xuất bản lại bất cứ lúc nào.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => dialog.current?.close()}>
            Huỷ
          </Button>
          <Button
            onClick={() => {
              dialog.current?.close();
              onConfirm();
            }}
          >
            Gỡ xuống
          </Button>
        </div>
      </dialog>
    </>
  );
}
