import { useEffect, useRef, useState } from 'react';
import { LeadWorkForm } from '@/components/admin/lead-work-form';
import { FormAlert } from '@/components/admin/form-message';
import { useLeadWork } from '@/components/admin/use-lead-work';
import { DialogHeader } from '@/components/ui/dialog-header';
import { isPlainClick, openerOf } from '@/lib/held-opener';
import { callSheetAttributes, type SheetLead } from '@/lib/sales/call-sheet';
import type { LeadWorkSaved } from '@/lib/sales/lead-work';
import { doneForToday } from '@/lib/sales/today';
import { withIslandBoundary } from './island-boundary';

/** The sheet's content for one lead: its own form state, fresh for each call. */
function SheetForm({ lead, now, onSaved }: { lead: SheetLead; now: Date; onSaved: (answer: LeadWorkSaved) => void }) {
  const { errors, problem, pending, submit } = useLeadWork(lead.id, onSaved);
  return (
    <div className="grid gap-4">
      {problem && <FormAlert>{problem}</FormAlert>}
      <LeadWorkForm
        lead={lead}
        now={now}
        idPrefix="cuoc-goi"
        sheet
        errors={errors}
        pending={pending}
        onSubmit={submit}
      />
    </div>
  );
}

/**
 * After a call: tapping 'Gọi' or 'Zalo' on a lead (a row of a list, or its page) remembers the lead,
 * and when the salesperson comes back to this tab a sheet asks how the call went, the next step and
 * a note, saved with one 'Lưu' without leaving the page; the lead's row then says what changed.
 * 'Ghi kết quả' opens it at once (a call made from another phone). The links work without it.
 */
export const CallSheetIsland = withIslandBoundary(function CallSheetIsland({
  leads,
}: {
  /** The leads of the page, by id. */
  leads: Record<string, SheetLead>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The clock of the moment it opens: a page left open since morning offers this afternoon's times.
  const [open, setOpen] = useState<{ lead: SheetLead; call: number; now: Date }>();
  const calling = useRef<string>(undefined);
  const calls = useRef(0);
  // Leads as the sheet last saved them: a second call on the same row starts from its new status.
  const latest = useRef<Record<string, SheetLead>>({});

  useEffect(() => {
    const show = (id: string | undefined) => {
      const lead = id ? (latest.current[id] ?? leads[id]) : undefined;
      // Never over a sheet being filled in: a second return (blur, then focus) would wipe what was chosen.
      if (!lead || dialog.current?.open) return;
      calls.current += 1;
      setOpen({ lead, call: calls.current, now: new Date() });
      dialog.current?.showModal();
    };
    const onClick = (event: MouseEvent) => {
      const log = openerOf(event, callSheetAttributes.log);
      if (log && isPlainClick(event)) {
        event.preventDefault();
        show(log.getAttribute(callSheetAttributes.log) ?? undefined);
        return;
      }
      const call = openerOf(event, callSheetAttributes.call);
      if (call) calling.current = call.getAttribute(callSheetAttributes.call) ?? undefined;
    };
    // Back from the dialler or from Zalo: the tab was hidden (a phone) or the window lost focus (a desktop's handler).
    let away = false;
    const onHidden = () => {
      if (calling.current) away = true;
    };
    const onBack = () => {
      if (!away || document.visibilityState !== 'visible') return;
      away = false;
      show(calling.current);
      calling.current = undefined;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? onHidden() : onBack());
    document.addEventListener('click', onClick);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onHidden);
    window.addEventListener('focus', onBack);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onHidden);
      window.removeEventListener('focus', onBack);
    };
  }, [leads]);

  const close = () => dialog.current?.close();
  const saved = (lead: SheetLead, { message, lead: after }: LeadWorkSaved) => {
    close();
    latest.current[lead.id] = { ...lead, ...after };
    const row = document.querySelector(`[${callSheetAttributes.row}="${CSS.escape(lead.id)}"]`);
    // A row done for today leaves its section's count of what is left ('Hôm nay'), once.
    const done = doneForToday(after, new Date()) && !row?.hasAttribute('data-counted');
    const heading = done ? row?.closest('section')?.querySelector('[data-left]') : null;
    if (heading instanceof HTMLElement) {
      row?.setAttribute('data-counted', '');
      const left = Math.max(0, Number(heading.dataset.left) - 1);
      heading.dataset.left = String(left);
      heading.textContent = `${heading.dataset.title} (${left})`;
    }
    row?.setAttribute('data-done', '');
    const slot = row?.querySelector('[data-slot="logged"]');
    if (slot) slot.textContent = message;
    else window.showToast({ title: 'Đã lưu', description: message });
  };
  return (
    <dialog
      ref={dialog}
      closedby="any"
      aria-labelledby="cuoc-goi-title"
      className="m-auto mb-0 max-h-[90dvh] w-full max-w-lg scroll-pb-24 overflow-y-auto rounded-t-xl bg-background p-4 text-foreground shadow-2xl backdrop:bg-foreground/70 sm:mb-auto sm:rounded-xl sm:p-6"
    >
      <DialogHeader
        id="cuoc-goi-title"
        onClose={close}
        className="mb-3 gap-3"
        titleClassName="text-lg font-bold break-words"
      >
        {open ? `Cuộc gọi với ${open.lead.name} · ${open.lead.company}` : 'Cuộc gọi'}
      </DialogHeader>
      {open && (
        <SheetForm key={open.call} lead={open.lead} now={open.now} onSaved={(answer) => saved(open.lead, answer)} />
      )}
    </dialog>
  );
});
