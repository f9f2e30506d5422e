import { controlClass, FieldError } from '@/components/forms/form-field';
import { onlineModeHint } from '@/lib/booking/mail-promises';
import { meetingModeLabels, meetingModes, type MeetingMode } from '@/lib/booking/meeting';

const modeHints = (sendsEmail: boolean): Record<MeetingMode, string> => ({
  online: onlineModeHint(sendsEmail),
  onsite: 'Chuyên viên đến khách sạn của anh/chị.',
});

/** Online or at the hotel, and the hotel's address (needed only at the hotel). */
export function ModeChoice({
  mode,
  address,
  errors,
  sendsEmail,
}: {
  mode: string | undefined;
  address: string | undefined;
  errors: Partial<Record<string, string>>;
  /** Whether this install e-mails the visitor: only then does the hint name the e-mail. */
  sendsEmail: boolean;
}) {
  const checked = meetingModes.includes(mode as MeetingMode) ? mode : 'online';
  const hints = modeHints(sendsEmail);
  return (
    <>
      <fieldset id="booking-mode" aria-describedby={errors.mode ? 'mode-error' : undefined} className="grid gap-2">
        <legend className="text-lg font-bold">Hình thức demo</legend>
        {meetingModes.map((value) => (
          <label key={value} className="flex min-h-11 items-start gap-3 rounded-lg border border-border p-3">
            <input type="radio" name="mode" value={value} defaultChecked={value === checked} className="mt-1 size-4" />
            <span>
              <span className="font-bold">{meetingModeLabels[value]}</span>
              <span className="block text-sm text-muted-foreground">{hints[value]}</span>
            </span>
          </label>
        ))}
        {errors.mode && <FieldError id="mode-error">{errors.mode}</FieldError>}
      </fieldset>
      <div>
        <label htmlFor="booking-address" className="text-sm font-bold">
          Địa chỉ khách sạn <span className="font-normal text-muted-foreground">(khi demo tại khách sạn)</span>
        </label>
        <input
          id="booking-address"
          name="address"
          type="text"
          autoComplete="address-line1"
          defaultValue={address ?? ''}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={errors.address ? 'booking-address-error' : undefined}
          className={controlClass}
        />
        {errors.address && <FieldError id="booking-address-error">{errors.address}</FieldError>}
      </div>
    </>
  );
}
