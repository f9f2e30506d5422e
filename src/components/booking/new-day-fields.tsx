import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { FieldsAlert } from '@/components/admin/form-message';
import { LabeledInput } from '@/components/admin/labeled-input';

/**
 * The inside of a form adding a day nobody is booked on (the company's or one salesperson's): its
 * problems, the date (today or later), the field beside it (`children`) and the button.
 */
export function NewDayFields({
  intent,
  dayId,
  today,
  day,
  errors,
  children,
}: {
  /** The form's `action` field, telling the page which form was posted. */
  intent: string;
  dayId: string;
  today: string;
  day: string;
  errors: Record<string, string>;
  children: React.ReactNode;
}) {
  return (
    <>
      <FieldsAlert problems={errors} />
      <input type="hidden" name="action" value={intent} />
      <div className="grid gap-3 sm:grid-cols-[auto_1fr]">
        <LabeledInput
          id={dayId}
          name="day"
          type="date"
          required
          min={today}
          label="Ngày"
          defaultValue={day}
          error={errors.day}
        />
        {children}
      </div>
      <div>
        <Button type="submit">Thêm ngày nghỉ</Button>
      </div>
    </>
  );
}
