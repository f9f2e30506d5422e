/** The look of the staff area's text fields and selects (44 px tall, base text size on phones). */
export const controlClass = 'min-h-11 rounded-lg border border-border bg-background px-3 text-base font-normal';

/** A label stacked over its control. */
export const fieldClass = 'grid gap-1 text-sm font-bold';
