import { buttonVariants } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import type { Subscriber } from '@/lib/leads/lead';

/** Newsletter subscribers, newest first, with their consent. */
export function SubscribersTable({ subscribers }: { subscribers: Subscriber[] }) {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Người đăng ký bản tin ({subscribers.length})</h1>
        <a href="/admin/newsletter.csv" className={buttonVariants({ variant: 'outline' })}>
          Xuất CSV
        </a>
      </div>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted">
            <tr>
              {['Thời gian', 'Email', 'Trang', 'Phiên bản chính sách'].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {subscribers.map((subscriber) => (
              <tr key={subscriber.id}>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(subscriber.created_at)}</td>
                <td className="px-3 py-2">{subscriber.email}</td>
                <td className="px-3 py-2">{subscriber.page}</td>
                <td className="px-3 py-2">{subscriber.consent_version}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
