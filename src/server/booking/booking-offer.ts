import type { Kysely } from 'kysely';
import { slotPage, type SlotPage } from '../../lib/booking/slot-pages.ts';
import type { Database } from '../db/database.ts';
import { bookableSalespeople } from './availability.repository.ts';
import { freeDays } from './slot-facts.ts';

/** What the booking page offers: one page of free slots, and whose they are. */
export interface BookingOffer {
  page: SlotPage;
  /** The salesperson of a personal link, when they take bookings. */
  host?: { id: string; name: string } | undefined;
  /** A personal link named someone who takes no bookings: the pooled slots are shown instead. */
  unknownHost: boolean;
}

/**
 * The free slots at `now` for the booking page: a personal link's salesperson's (`nv`), or pooled
 * over everyone taking leads; the page of days from `from` or around the `selected` slot.
 */
export async function bookingOffer(
  db: Kysely<Database>,
  now: Date,
  request: {
    salesperson?: string | null | undefined;
    from?: string | null | undefined;
    selected?: string | null | undefined;
  },
): Promise<BookingOffer> {
  const asked = request.salesperson ?? undefined;
  // Anything but an id is nobody, without a query (bookableSalespeople checks).
  const [person] = asked ? await bookableSalespeople(db, asked) : [];
  const host = person ? { id: person.id, name: person.name } : undefined;
  const days = await freeDays(db, now, { salesperson: host?.id });
  return {
    page: slotPage(days, { from: request.from, selected: request.selected }),
    host,
    unknownHost: asked !== undefined && !host,
  };
}
