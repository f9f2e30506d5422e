import { buttonVariants } from '@/components/ui/button';
import type { OpenDay } from '@/lib/booking/free-slots';
import { dayLabel } from '@/lib/format';

interface SlotChoiceProps {
  days: OpenDay[];
  /** The free slots could not be read (the database is away): `days` holds at most the chosen one. */
  unreadable?: boolean | undefined;
  /** The slot to show checked ('YYYY-MM-DDTHH:mm'). */
  selected?: string | undefined;
  error?: string | undefined;
  /** Links to the days before and after these (no JavaScript needed to page). */
  earlierHref?: string | undefined;
  laterHref?: string | undefined;
}

/** The free slots, a day per group, as radio buttons named `slot` that look like buttons. */
export function SlotChoice({ days, unreadable, selected, error, earlierHref, laterHref }: SlotChoiceProps) {
  return (
    <fieldset id="booking-slot" aria-describedby={error ? 'slot-error' : undefined} className="grid gap-5">
      <legend className="text-lg font-bold">Chọn giờ demo (giờ Việt Nam, 30 phút)</legend>
      {error && (
        <p id="slot-error" role="alert" className="font-bold text-destructive">
          {error}
        </p>
      )}
      {days.length === 0 && !unreadable && (
        <p>Hiện chưa còn khung giờ trống. Anh/chị vui lòng gọi hotline để được hẹn giờ phù hợp.</p>
      )}
      {days.length === 0 && unreadable && (
        <p>Chưa tải được các khung giờ trống. Anh/chị vui lòng thử lại sau ít phút hoặc gọi hotline.</p>
      )}
      {days.map((day) => (
        <fieldset key={day.date} data-slot="slot-day">
          <legend>
            <h2 className="text-base font-bold">{dayLabel(day.date)}</h2>
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {day.slots.map((slot) => (
              <label
                key={slot.key}
                className="relative inline-flex min-h-11 min-w-20 cursor-pointer items-center justify-center rounded-lg border border-border px-3 font-bold has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  name="slot"
                  value={slot.key}
                  defaultChecked={slot.key === selected}
                  className="absolute inset-0 appearance-none"
                />
                {slot.key.slice(11, 16)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {(earlierHref || laterHref) && (
        <nav aria-label="Các ngày khác" className="flex flex-wrap gap-3">
          {earlierHref && (
            <a href={earlierHref} className={buttonVariants({ variant: 'outline' })}>
              ← Ngày trước
            </a>
          )}
          {laterHref && (
            <a href={laterHref} className={buttonVariants({ variant: 'outline' })}>
              Ngày sau →
            </a>
          )}
        </nav>
      )}
    </fieldset>
  );
}
