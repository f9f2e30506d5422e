import { useEffect, useState } from 'react';
import { controlClass, fieldClass } from '@/components/admin/admin-form';
import { Button } from '@/components/ui/button';
import { instantOfLocal, localKeyOf } from '@/lib/vietnam-time';
import { describe, FieldError } from './field';
import { fieldId } from './field-errors';

/** Why a time cannot be scheduled, or null when it can. */
export function scheduleProblem(value: string, now = new Date()): string | null {
  const at = instantOfLocal(value);
  if (!at) return 'Hãy chọn ngày và giờ xuất bản.';
  if (at.getTime() <= now.getTime()) return 'Hãy chọn một thời điểm trong tương lai.';
  return null;
}

/** 'Hẹn giờ xuất bản': a date and time in Vietnam time, sent as 'YYYY-MM-DDTHH:mm'. */
export function ScheduleField({
  publishAt,
  error,
  disabled,
  onSchedule,
}: {
  /** The scheduled instant (ISO), if any. */
  publishAt: string | null;
  error?: string | undefined;
  disabled: boolean;
  onSchedule: (publishAt: string) => void;
}) {
  const [value, setValue] = useState(() => (publishAt ? localKeyOf(publishAt) : ''));
  const [problem, setProblem] = useState<string | null>(null);
  // Set after hydration: the server's clock and the browser's differ, and a mismatch warns.
  const [earliest, setEarliest] = useState<string | undefined>(undefined);
  useEffect(() => setEarliest(localKeyOf(new Date())), []);
  const id = fieldId('publishAt');
  const shown = problem ?? error;

  function schedule() {
    const refusal = scheduleProblem(value);
    setProblem(refusal);
    if (!refusal) onSchedule(value);
  }

  return (
    <div className="flex min-w-0 flex-wrap items-end gap-2">
      <div className="grid max-w-64 min-w-0 flex-[1_1_12rem] gap-1">
        <label htmlFor={id} className={fieldClass}>
          Thời điểm xuất bản (giờ Việt Nam)
        </label>
        <input
          id={id}
          type="datetime-local"
          value={value}
          min={earliest}
          step={60}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
          className={`${controlClass} w-full min-w-0 aria-invalid:border-destructive`}
          {...describe('publishAt', shown ?? undefined)}
        />
      </div>
      <Button variant="outline" disabled={disabled} onClick={schedule}>
        Hẹn giờ xuất bản
      </Button>
      <div className="basis-full">
        <FieldError name="publishAt" message={shown ?? undefined} />
      </div>
    </div>
  );
}
