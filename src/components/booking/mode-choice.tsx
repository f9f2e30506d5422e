import { controlClass, FieldError } from '@/components/forms/form-field';
import { onlineModeHint } from '@/lib/booking/mail-promises';
import { meetingModeLabels, meetingModes, type MeetingMode } from '@/lib/booking/meeting';

const modeHints = (sendsEmail: boolean, areas: string[]): Record<MeetingMode, string> => ({
  online: onlineModeHint(sendsEmail),
  onsite: `Chuyên viên đến khách sạn của anh/chị ở ${areas.join(', ')}.`,
});

/**
 * Online or at the hotel, and where the hotel is (needed only at the hotel): its province or city,
 * one of the areas the owner serves ('Thông tin công ty'), and its address. With no area served, the
 * demo is online only and the form says so.
 */
export function ModeChoice({
  mode,
  address,
  area,
  onsiteAreas,
  errors,
  sendsEmail,
}: {
  mode: string | undefined;
  address: string | undefined;
  area: string | undefined;
  /** Where demos at the hotel are offered; empty: online only. */
  onsiteAreas: string[];
  errors: Partial<Record<string, string>>;
  /** Whether this install e-mails the visitor: only then does the hint name the e-mail. */
  sendsEmail: boolean;
}) {
  const offered: readonly MeetingMode[] = onsiteAreas.length ? meetingModes : ['online'];
  const checked = offered.includes(mode as MeetingMode) ? mode : 'online';
  const hints = modeHints(sendsEmail, onsiteAreas);
  return (
    <>
      <fieldset id="booking-mode" aria-describedby={errors.mode ? 'mode-error' : undefined} className="grid gap-2">
        <legend className="text-lg font-bold">Hình thức demo</legend>
        {offered.map((value) => (
          <label key={value} className="flex min-h-11 items-start gap-3 rounded-lg border border-border p-3">
            <input type="radio" name="mode" value={value} defaultChecked={value === checked} className="mt-1 size-4" />
            <span>
              <span className="font-bold">{meetingModeLabels[value]}</span>
              <span className="block text-sm text-muted-foreground">{hints[value]}</span>
            </span>
          </label>
        ))}
        {!onsiteAreas.length && <p className="text-sm text-muted-foreground">Hiện chúng tôi chỉ demo trực tuyến.</p>}
        {errors.mode && <FieldError id="mode-error">{errors.mode}</FieldError>}
      </fieldset>
      {onsiteAreas.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
          <div>
            <label htmlFor="booking-area" className="text-sm font-bold">
              Tỉnh/thành phố <span className="font-normal text-muted-foreground">(khi demo tại khách sạn)</span>
            </label>
            <select
              id="booking-area"
              name="area"
              defaultValue={area && onsiteAreas.includes(area) ? area : onsiteAreas[0]}
              aria-invalid={errors.area ? true : undefined}
              aria-describedby={errors.area ? 'booking-area-error' : undefined}
              className={controlClass}
            >
              {onsiteAreas.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            {errors.area && <FieldError id="booking-area-error">{errors.area}</FieldError>}
          </div>
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
        </div>
      )}
    </>
  );
}
