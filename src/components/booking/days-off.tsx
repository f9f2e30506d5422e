import { Button } from '@/components/ui/button';
import { dayWithYear } from './day-with-year';
import { LabeledInput } from '@/components/admin/labeled-input';
import { NewDayFields } from './new-day-fields';

const section = 'grid gap-4 rounded-xl border border-border p-4';

/**
 * 'Ngày nghỉ': a salesperson's days off from today on, each with a button removing it, and a form
 * adding one (a date and an optional note). Plain form posts to `action`.
 */
export function DaysOff({
  action,
  today,
  days,
  values = {},
  errors = {},
}: {
  action: string;
  today: string;
  days: Array<{ day: string; note: string | null }>;
  values?: Record<string, string>;
  errors?: Record<string, string>;
}) {
  return (
    <section aria-labelledby="days-off-heading" className={section}>
      <h2 id="days-off-heading" className="text-xl font-bold">
        Ngày nghỉ
      </h2>
      <p className="text-sm text-muted-foreground">
        Những ngày này khách không đặt được lịch với bạn. Ngày nghỉ của công ty đã được tính sẵn.
      </p>
      {days.length ? (
        <ul className="grid gap-2">
          {days.map(({ day, note }) => (
            <li key={day} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-secondary p-3">
              <span className="min-w-0 break-words">
                <span className="font-bold">{dayWithYear(day)}</span>
                {note && <span className="text-muted-foreground">{` · ${note}`}</span>}
              </span>
              <form method="post" action={action}>
                <input type="hidden" name="action" value="day_off_remove" />
                <input type="hidden" name="day" value={day} />
                <Button type="submit" variant="outline" aria-label={`Xoá ngày nghỉ ${dayWithYear(day)}`}>
                  Xoá
                </Button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p>Chưa có ngày nghỉ nào sắp tới.</p>
      )}
      <form method="post" action={action} className="grid gap-3" aria-label="Thêm ngày nghỉ">
        <NewDayFields intent="day_off_add" dayId="day-off-day" today={today} day={values.day ?? ''} errors={errors}>
          <LabeledInput
            id="day-off-note"
            name="note"
            label="Ghi chú (không bắt buộc)"
            maxLength={200}
            autoComplete="off"
            defaultValue={values.note ?? ''}
            error={errors.note}
          />
        </NewDayFields>
      </form>
    </section>
  );
}
