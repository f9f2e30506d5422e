import { Button } from '@/components/ui/button';
import { FormAlert, FieldsAlert } from '@/components/admin/form-message';
import { meetingLinkHint } from '@/lib/booking/mail-promises';
import { dayField, weekdayLabels, weekOrder } from '@/lib/booking/weekly-hours-form';
import { LabeledInput } from '@/components/admin/labeled-input';

const section = 'grid gap-4 rounded-xl border border-border p-4';

/**
 * 'Giờ nhận demo': one line of periods per weekday and the link for online demos; a plain form post
 * to `action`. `values` are what is stored (or the office hours), or what was typed when refused.
 */
export function DemoHoursForm({
  action,
  values,
  errors = {},
  sendsEmail,
}: {
  action: string;
  values: Record<string, string>;
  errors?: Record<string, string>;
  /** Whether this install e-mails customers their invitation: the link's hint says where they find it. */
  sendsEmail: boolean;
}) {
  return (
    <form method="post" action={action} className={section} aria-labelledby="hours-heading">
      <h2 id="hours-heading" className="text-xl font-bold">
        Giờ nhận demo
      </h2>
      <FieldsAlert problems={errors} />
      {errors.week && <FormAlert>{errors.week}</FormAlert>}
      <input type="hidden" name="action" value="hours" />
      <p id="hours-hint" className="text-sm text-muted-foreground">
        Mỗi ngày một hoặc nhiều khoảng giờ, cách nhau bằng dấu phẩy, ví dụ 8:00–12:00, 13:30–17:30. Để trống ngày nghỉ.
        Khách chỉ đặt được lịch trong các khoảng này (giờ Việt Nam).
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {weekOrder.map((day) => (
          <LabeledInput
            key={day}
            id={dayField(day)}
            name={dayField(day)}
            label={weekdayLabels[day]}
            defaultValue={values[dayField(day)] ?? ''}
            placeholder="Nghỉ"
            maxLength={200}
            autoComplete="off"
            error={errors[dayField(day)]}
          />
        ))}
      </div>
      <LabeledInput
        id="meeting_link"
        name="meeting_link"
        type="url"
        inputMode="url"
        label="Đường dẫn họp trực tuyến"
        hint={meetingLinkHint(sendsEmail)}
        defaultValue={values.meeting_link ?? ''}
        maxLength={500}
        autoComplete="url"
        error={errors.meeting_link}
      />
      <div>
        <Button type="submit">Lưu giờ nhận demo</Button>
      </div>
    </form>
  );
}
