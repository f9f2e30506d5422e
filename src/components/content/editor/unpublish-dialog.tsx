import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { KindWords } from '../kind-words';

/**
 * 'Gỡ xuống' (or 'Huỷ hẹn giờ' for an item scheduled but never live, where the kind offers it),
 * confirmed in a modal `<dialog>`: it opens on the button that changes nothing (the first), Escape
 * or that button closes it, and focus returns to the button.
 */
export function UnpublishButton({
  words,
  scheduled,
  disabled,
  onConfirm,
}: {
  words: KindWords;
  /** Not live yet, only scheduled: the button cancels the schedule. */
  scheduled: boolean;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { dialogId, keep, ...unpublish } = words.unpublish;
  const { button, title, text } = (scheduled && words.unschedule) || { button: 'Gỡ xuống', ...unpublish };
  return (
    <>
      <Button variant="outline" disabled={disabled} onClick={() => dialog.current?.showModal()}>
        {button}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={`${dialogId}-title`}
        aria-describedby={`${dialogId}-text`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-border bg-background p-6 text-foreground backdrop:bg-foreground/40"
      >
        <h2 id={`${dialogId}-title`} className="text-lg font-bold">
          {title}
        </h2>
        <p id={`${dialogId}-text`} className="mt-2 text-sm">
          {text}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => dialog.current?.close()}>
            {keep}
          </Button>
          <Button
            onClick={() => {
              dialog.current?.close();
              onConfirm();
            }}
          >
            {button}
          </Button>
        </div>
      </dialog>
    </>
  );
}
