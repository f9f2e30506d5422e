import { honeypotField } from '@/lib/leads/lead-forms';

/** The field people never see and bots fill in; the server drops any submission that fills it. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Để trống ô này
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
