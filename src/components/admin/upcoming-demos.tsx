import { slotLabel } from '@/lib/format';
import type { ScheduledDemo } from '@/lib/booking/scheduled-demo';
import { DemoRow } from './demo-row';

/**
 * 'Lịch demo' above the inbox's list: the demos of the leads it shows, from today on (and earlier ones
 * nobody has marked yet), each at its time ('Thứ Năm, 27/11 · 14:30'). Nothing when there are none.
 */
export function UpcomingDemos({ demos }: { demos: ScheduledDemo[] }) {
  if (!demos.length) return null;
  return (
    <section aria-labelledby="lich-demo-sap-toi" className="grid gap-3">
      <h2 id="lich-demo-sap-toi" className="text-lg font-bold">
        {`Lịch demo (${demos.length})`}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {demos.map((demo) => (
          <DemoRow key={demo.meeting.id} demo={demo} when={slotLabel(new Date(demo.meeting.starts_at))} />
        ))}
      </ul>
    </section>
  );
}
