import { endingRefusals, type EndingRight } from '@/lib/sales/lead-rights';

/**
 * 'Xoá theo yêu cầu của khách': a confirmed, permanent deletion, offered only to whoever may delete
 * the lead (`ending`, the server's rule); the others read whom to ask.
 */
export function LeadDelete({ action, ending }: { action: string; ending: EndingRight }) {
  return (
    <section aria-labelledby="lead-delete" className="rounded-xl border border-destructive p-4">
      <h2 id="lead-delete" className="text-lg font-bold text-destructive">
        Xoá theo yêu cầu của khách
      </h2>
      {ending === 'allowed' ? (
        <details className="mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-bold">Xoá khách hàng này…</summary>
          <form method="post" action={action} className="mt-3 grid gap-3">
            <input type="hidden" name="action" value="delete" />
            <p>Mọi thông tin và lịch sử của khách hàng này sẽ bị xoá vĩnh viễn. Chỉ xoá khi khách yêu cầu.</p>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="confirm" value="yes" required className="size-5" /> Tôi xác nhận khách đã yêu
              cầu xoá dữ liệu
            </label>
            <button
              type="submit"
              className="min-h-11 w-fit rounded-lg bg-destructive px-4 font-bold text-primary-foreground"
            >
              Xoá vĩnh viễn
            </button>
          </form>
        </details>
      ) : (
        <p className="mt-2 text-muted-foreground">
          {ending === 'take_first' ? endingRefusals.takeFirst : endingRefusals.delete}
        </p>
      )}
    </section>
  );
}
