import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DialogHeader } from '@/components/ui/dialog-header';
import { heldOpenerAttribute, isPlainClick, openerOf } from '@/lib/held-opener';

interface LeadDialogProps {
  id: string;
  /** Links carrying this data attribute open the dialog; its value is passed to `children`. */
  openerAttribute: string;
  title: (choice: string) => string;
  children: (choice: string, close: () => void) => ReactNode;
  /** Opens at once with this choice: the dialog was loaded by the click that asks for it. */
  openWith?: string | undefined;
}

/**
 * A modal dialog around a lead form. Its openers are ordinary links to the no-JavaScript form page;
 * once this island runs, a click opens the dialog instead, as does one made while it was loading
 * (client:openers). A modifier-click still opens the page in a new tab. The native <dialog> traps
 * focus, closes on Escape and returns focus to the link.
 */
export function LeadDialog({ id, openerAttribute, title, children, openWith }: LeadDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState(openWith ?? '');

  useEffect(() => {
    if (openWith) dialog.current?.showModal();
    // Only when it first appears; later clicks go through the openers below.
  }, []);

  useEffect(() => {
    const open = (opener: Element) => {
      opener.removeAttribute(heldOpenerAttribute);
      setChoice(opener.getAttribute(openerAttribute) ?? '');
      dialog.current?.showModal();
    };
    // A link clicked while this island was still loading (client:openers held the click).
    const held = document.querySelector(`[${openerAttribute}][${heldOpenerAttribute}]`);
    if (held) open(held);
    const onClick = (event: MouseEvent) => {
      const opener = openerOf(event, openerAttribute);
      if (!opener || !isPlainClick(event)) return;
      event.preventDefault();
      open(opener);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [openerAttribute]);

  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      id={id}
      closedby="any"
      aria-labelledby={`${id}-title`}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-xl bg-background p-6 text-foreground shadow-2xl backdrop:bg-foreground/70"
    >
      <DialogHeader id={`${id}-title`} onClose={close}>
        {title(choice)}
      </DialogHeader>
      {children(choice, close)}
    </dialog>
  );
}
