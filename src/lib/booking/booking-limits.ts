// How much one visitor may book, change and be e-mailed about: the limits in one place. Anyone can
// type anyone's e-mail address and phone number into the booking form, and the site e-mails that
// address from our own domain: without limits one person (or a script) takes every slot, and the
// reschedule link makes the site mail a stranger and a salesperson as often as it is posted.

/**
 * Demos booked and still ahead per person, by e-mail inbox (`emailIdentity`: every spelling of one
 * address) or phone (E.164): one. A person changes the time of the demo they have rather than booking
 * another; a second request takes no slot and is stored for sales to call back. Counted under the
 * round-robin's lock, so two bookings at once cannot both take one.
 */
export const activeBookingsPerPerson = 1;

/**
 * Changes of time per booking: a visitor whose plans move twice still fits; each change mails both
 * sides, so the link cannot be posted in a loop. After the last one the visitor can cancel and book
 * again (which the per-address and per-recipient limits count) or call.
 */
export const movesPerBooking = 3;

/**
 * Meeting e-mails (invitation, update, cancellation) to one visitor's e-mail inbox within
 * `meetingMailWindowMs`. A booking, its three changes and a cancellation are 5; a second booking
 * after it and its cancellation 7. Past it the change is still made, shown on its page and mailed
 * to our salesperson (their calendar must follow), but not to the address. Reminders are not
 * counted: a visitor has one demo ahead, and it has two.
 */
export const meetingMailsPerVisitor = 8;

/** The window `meetingMailsPerVisitor` counts in: the last 24 hours. */
export const meetingMailWindowMs = 24 * 3_600_000;

/** Changes of time a booked meeting at `sequence` (its count of changes) still allows. */
export function movesLeft(meeting: { status: string; sequence: number }): number {
  return meeting.status === 'booked' ? Math.max(0, movesPerBooking - meeting.sequence) : 0;
}
