import { nextStepKinds } from '@/lib/sales/sales-labels';
import { controlClass as control, fieldClass } from './admin-form';

/** What, when (Vietnam time) and a note: the fields of a next step, in every form that sets one. */
export function NextStepFields({ idPrefix, required = false }: { idPrefix: string; required?: boolean }) {
  return (
    <div className="grid gap-3 sm:grid-cols-[auto_auto_auto_1fr]">
      <label className={fieldClass} htmlFor={`${idPrefix}-kind`}>
        Việc
        <select id={`${idPrefix}-kind`} name="step_kind" required={required} className={control} defaultValue="">
          <option value="">Chọn việc</option>
          {Object.entries(nextStepKinds).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className={fieldClass}>
        Ngày
        <input type="date" name="step_date" required={required} className={control} />
      </label>
      <label className={fieldClass}>
        Giờ (giờ Việt Nam)
        <input type="time" name="step_time" required={required} className={control} />
      </label>
      <label className={`${fieldClass} min-w-0`}>
        Nội dung
        <input type="text" name="step_note" maxLength={200} className={control} />
      </label>
    </div>
  );
}
