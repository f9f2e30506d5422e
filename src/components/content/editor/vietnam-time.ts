// Vietnam keeps UTC+7 all year (no daylight saving), the offset the server reads 'hen-gio' times in.
const offsetMs = 7 * 60 * 60 * 1000;

/** 'YYYY-MM-DDTHH:mm' in Vietnam time of an instant: a `datetime-local` value, and what 'hen-gio' takes. */
export function vietnamLocalInput(instant: Date | string): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(ms + offsetMs).toISOString().slice(0, 16);
}

/** 'HH:mm' in Vietnam time of an ISO instant. */
export function vietnamClock(iso: string): string {
  return vietnamLocalInput(iso).slice(11, 16);
}

/** The instant a `datetime-local` value in Vietnam time names, or undefined for an incomplete one. */
export function fromVietnamLocalInput(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}:00+07:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
