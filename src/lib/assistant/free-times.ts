import type { OpenDay } from '../booking/free-slots.ts';

/**
 * The demo times free at `now`, day by day, as the booking page offers them. Given to the assistant by
 * whoever calls it (the routes pass the booking calendar's own reader): the assistant does not reach
 * into booking itself, since booking makes leads and the assistant's handover is a lead form.
 */
export type FreeTimes = (now: Date) => Promise<OpenDay[]>;
