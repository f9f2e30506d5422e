import { Button } from '@/components/ui/button';
import { notificationChannels } from '@/lib/notify/notification-labels';
import type { FailedNotification } from '@/lib/leads/lead';

/** The inbox's warning that some leads were not announced, with a way to each of them. */
export function FailedNotifications({
  total,
  latest,
  canResend,
}: {
  total: number;
  latest: FailedNotification[];
  /** Whether this server has a channel to send them on. */
  canResend: boolean;
}) {
  if (!total) return null;
  return (
    <section aria-labelledby="failed-notifications" className="grid gap-2 rounded-xl border border-destructive p-4">
      <h2 id="failed-notifications" className="font-bold text-destructive">
        {`${total} thông báo không gửi được`}
      </h2>
      <p className="text-sm">
        Khi kênh đã hoạt động trở lại, bấm ‘Gửi lại tất cả’, hoặc mở từng khách hàng để xem lỗi và gửi lại.
      </p>
      <ul className="grid gap-1">
        {latest.map((failure) => (
          <li key={failure.id}>
            <a
              href={`/admin/leads/${failure.contact_id}`}
              className="inline-flex min-h-11 items-center font-bold text-primary hover:underline"
            >
              {`${failure.name} · ${failure.company_name}`}
            </a>{' '}
            <span className="text-sm text-muted-foreground">
              {`(${notificationChannels[failure.channel]}: ${failure.last_error ?? 'không rõ lỗi'})`}
            </span>
          </li>
        ))}
      </ul>
      {canResend && (
        <form method="post" action="/admin/notifications/resend">
          <Button type="submit" variant="outline" className="w-fit">
            Gửi lại tất cả
          </Button>
        </form>
      )}
    </section>
  );
}
