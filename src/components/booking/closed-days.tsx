import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/admin/form-message';
import { controlClass } from '@/components/admin/admin-form';
import { dayWithYear } from './day-with-year';
import { LabeledInput } from '@/components/admin/labeled-input';
import { NewDayFields } from './new-day-fields';

const section = 'grid gap-4 rounded-xl border border-border p-4';

/** One closed day: its name in a field the owner can change, and a button removing the day. */
function ClosedDayRow({ day, name, error }: { day: string; name: string; error?: string | undefined }) {
  const id = `name-${day}`;
  return (
    <li className="grid gap-2 rounded-lg bg-secondary p-3">
      <form method="post" action="/admin/ngay-nghi" className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <input type="hidden" name="action" value="rename" />
        <input type="hidden" name="day" value={day} />
        <div className="grid min-w-0 gap-1">
          <label htmlFor={id} className="font-bold">
            {dayWithYear(day)}
          </label>
          <input
            id={id}
            name="name"
            defaultValue={name}
            required
            maxLength={200}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${controlClass} w-full min-w-0`}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm font-bold text-destructive">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" variant="outline" aria-label={`Đổi tên ngày ${dayWithYear(day)}`}>
          Đổi tên
        </Button>
      </form>
      <form method="post" action="/admin/ngay-nghi">
        <input type="hidden" name="action" value="remove" />
        <input type="hidden" name="day" value={day} />
        <Button type="submit" variant="ghost" aria-label={`Xoá ngày này: ${dayWithYear(day)}`}>
          Xoá ngày này
        </Button>
      </form>
    </li>
  );
}

/**
 * 'Ngày nghỉ của công ty': the days nobody holds demos, from today on; the owner adds, renames and
 * removes them with plain form posts.
 */
export function ClosedDays({
  today,
  days,
  values = {},
  errors = {},
  renameError,
}: {
  today: string;
  days: Array<{ day: string; name: string }>;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  renameError?: { day: string; message: string } | undefined;
}) {
  return (
    <>
      <form method="post" action="/admin/ngay-nghi" className={section} aria-labelledby="add-closed-heading">
        <h2 id="add-closed-heading" className="text-xl font-bold">
          Thêm ngày nghỉ
        </h2>
        <NewDayFields intent="add" dayId="closed-day" today={today} day={values.day ?? ''} errors={errors}>
          <LabeledInput
            id="closed-name"
            name="name"
            required
            maxLength={200}
            autoComplete="off"
            label="Tên ngày nghỉ"
            placeholder="Ví dụ: Nghỉ bù Quốc khánh"
            defaultValue={values.name ?? ''}
            error={errors.name}
          />
        </NewDayFields>
      </form>
      <section aria-labelledby="closed-list-heading" className="grid gap-3">
        <h2 id="closed-list-heading" className="text-xl font-bold">
          {`Sắp tới (${days.length})`}
        </h2>
        {renameError && <FormAlert>{renameError.message}</FormAlert>}
        {days.length ? (
          <ul className="grid gap-2">
            {days.map(({ day, name }) => (
              <ClosedDayRow
                key={day}
                day={day}
                name={name}
                error={renameError?.day === day ? renameError.message : undefined}
              />
            ))}
          </ul>
        ) : (
          <p>Chưa có ngày nghỉ nào sắp tới.</p>
        )}
      </section>
    </>
  );
}
