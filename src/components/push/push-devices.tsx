import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import type { PushDevice } from '@/lib/push/push-settings';

/** My devices that get pushes, each with 'Gỡ' (a plain form: works before any script). */
export function PushDevices({ devices }: { devices: PushDevice[] }) {
  if (!devices.length) return <p className="text-sm text-muted-foreground">Chưa có thiết bị nào nhận thông báo.</p>;
  return (
    <ul className="grid gap-3" aria-label="Thiết bị nhận thông báo">
      {devices.map((device) => (
        <li
          key={device.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4"
        >
          <div className="min-w-0">
            <p className="font-bold">{device.device}</p>
            <p className="text-sm text-muted-foreground">
              {`bật ${formatDateTime(device.createdAt)} · ${device.lastSentAt ? `lần gửi gần nhất ${formatDateTime(device.lastSentAt)}` : 'chưa gửi thông báo nào'}`}
            </p>
          </div>
          <form method="post" action="/admin/thong-bao-dien-thoai">
            <input type="hidden" name="action" value="remove" />
            <input type="hidden" name="device" value={device.id} />
            <Button type="submit" variant="outline" aria-label={`Gỡ ${device.device}`}>
              Gỡ
            </Button>
          </form>
        </li>
      ))}
    </ul>
  );
}
