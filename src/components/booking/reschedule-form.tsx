import { Button } from '@/components/ui/button';
import type { DemoMeeting } from '@/lib/booking/meeting';
import type { SlotPage } from '@/lib/booking/slot-pages';
import { slotLabel } from '@/lib/format';
import { BookingSection } from './booking-section';
import { SlotChoice } from './slot-choice';

interface RescheduleFormProps {
  meeting: Pick<DemoMeeting, 'starts_at'>;
  hostName: string | null;
  action: string;
  slots: SlotPage;
  earlierHref?: string | undefined;
  laterHref?: string | undefined;
  error?: string | undefined;
  /** The meeting's page, to go back without changing anything. */
  viewHref: string;
}

/** 'Đổi giờ': the current time, the free slots of the same salesperson, a plain POST. */
export function RescheduleForm({
  meeting,
  hostName,
  action,
  slots,
  earlierHref,
  laterHref,
  error,
  viewHref,
}: RescheduleFormProps) {
  return (
    <BookingSection
      title="Đổi giờ demo"
      intro={
        <p>
          Lịch hiện tại: <strong>{slotLabel(Date.parse(meeting.starts_at))}</strong>
          {hostName && <> với {hostName}</>}. Anh/chị chọn giờ mới bên dưới.
        </p>
      }
    >
      <form method="post" action={action} noValidate className="grid gap-8">
        <SlotChoice days={slots.days} error={error} earlierHref={earlierHref} laterHref={laterHref} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg">
            Đổi sang giờ này
          </Button>
          <a
            href={viewHref}
            className="inline-flex min-h-12 items-center font-bold text-primary underline underline-offset-2"
          >
            Giữ giờ cũ
          </a>
        </div>
      </form>
    </BookingSection>
  );
}
