import { cn } from '@/lib/cn';
import { personalDataPath } from '@/lib/personal-data/personal-data-page';
import { requestClock, type OpenPersonRequest } from '@/lib/personal-data/person-requests';

/**
 * The owner's reminder on /admin: people's confirmed requests about their data wait for an answer,
 * with the nearest of their 72-hour clocks. Nothing when none waits.
 */
export function RequestsDue({ requests, now }: { requests: readonly OpenPersonRequest[]; now: Date }) {
  const nearest = requests[0];
  if (!nearest) return null;
  const clock = requestClock(nearest.dueAt, now);
  return (
    <section
      aria-labelledby="requests-due"
      className={cn('grid gap-2 rounded-xl border p-4', clock.late ? 'border-destructive' : 'border-primary')}
    >
      <h2 id="requests-due" className={cn('font-bold', clock.late && 'text-destructive')}>
        {`${requests.length} yêu cầu về dữ liệu cá nhân đang chờ trả lời`}
      </h2>
      <p className="text-sm">{`Gần hạn nhất: ${clock.text.toLowerCase()} (hạn 72 giờ kể từ khi xác nhận).`}</p>
      <a
        href={personalDataPath}
        className="inline-flex min-h-11 w-fit items-center font-bold text-primary hover:underline"
      >
        Mở Dữ liệu cá nhân
      </a>
    </section>
  );
}
