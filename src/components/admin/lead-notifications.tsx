import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { notificationChannels, notificationStatuses } from '@/lib/notify/notification-labels';
import type { LeadNotification, NotificationChannel } from '@/lib/leads/lead';

function when(notification: LeadNotification): string {
  switch (notification.status) {
    case 'delivered':
      return notification.delivered_at ? `lúc ${formatDateTime(notification.delivered_at)}` : '';
    case 'pending':
      return notification.attempts ? `thử lại lúc ${formatDateTime(notification.next_attempt_at)}` : '';
    default:
      return '';
  }
}

/** How each announcement of this lead went, with 'Gửi lại' for the ones given up. */
export function LeadNotifications({
  action,
  notifications,
  maxAttempts,
  configured,
}: {
  action: string;
  notifications: LeadNotification[];
  /** Attempts before the notifier gives up. */
  maxAttempts: number;
  /** The channels this server sends on; a row of another channel waits until it is configured again. */
  configured: NotificationChannel[];
}) {
  return (
    <section aria-labelledby="lead-notifications" className="grid gap-3">
      <h2 id="lead-notifications" className="text-lg font-bold">
        Thông báo cho nhóm bán hàng
      </h2>
      {notifications.length ? (
        <ul className="grid gap-3">
          {notifications.map((notification) => (
            <li
              key={notification.id}
              className={cn(
                'grid gap-1 rounded-lg border border-border p-3',
                notification.status === 'failed' && 'border-destructive',
              )}
            >
              <p>
                <span className="font-bold">{notificationChannels[notification.channel]}</span>
                {': '}
                <span className={cn(notification.status === 'failed' && 'font-bold text-destructive')}>
                  {notificationStatuses[notification.status]}
                </span>{' '}
                <span className="text-sm text-muted-foreground">
                  {[when(notification), `lần thử ${notification.attempts}/${maxAttempts}`].filter(Boolean).join(' · ')}
                </span>
              </p>
              {notification.last_error && (
                <p className="text-sm break-words">{`Lỗi gần nhất: ${notification.last_error}`}</p>
              )}
              {notification.status !== 'delivered' && !configured.includes(notification.channel) && (
                <p className="text-sm">Kênh này hiện không được cấu hình trên máy chủ nên chưa gửi lại được.</p>
              )}
              {notification.status === 'failed' && configured.includes(notification.channel) && (
                <form method="post" action={action}>
                  <input type="hidden" name="action" value="resend" />
                  <input type="hidden" name="notification" value={notification.id} />
                  <Button type="submit" variant="outline" className="w-fit">
                    Gửi lại
                  </Button>
                </form>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">
          Chưa có thông báo nào: máy chủ chưa cấu hình kênh thông báo khi khách gửi.
        </p>
      )}
    </section>
  );
}
