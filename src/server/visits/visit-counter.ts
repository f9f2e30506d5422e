import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import { maxValuesPerDay, otherValue, type VisitDimension } from '../../lib/visits/visit-dimensions.ts';
import { vietnamDateOf } from '../../lib/vietnam-time.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { mayBeVisit, visitOf, type NotedVisit } from './visit-rules.ts';
import { addToStats, daySalt, forgetDaysBefore, newVisitors } from './visits.repository.ts';

// Visits are added up in memory and written every few seconds as one batch of upserts, so the
// request pays a few map updates and several instances add up correctly. Who visited is kept only as
// long as the batch (address and user agent, in memory), then written as a hash under the day's salt.
// A crash loses at most the batch; a database that cannot take it keeps it for the next write.

interface Tally {
  visits: number;
  /** Address and user agent of each visitor, until the batch is written. */
  people: Set<string>;
}

/** Visits held when the database cannot take them: past it, newer ones are not counted. */
const maxHeldVisits = 200_000;
/**
 * A day's salt and hashes go this long after the day ends, not at once: another instance may still
 * hold the last seconds of the day, and under a new salt its visitors would all count as new.
 */
const forgetAfterMs = 15 * 60_000;
/** Browsers told apart per address and day: past it (an agent changed on every request), the address alone. */
const maxAgentsPerAddress = 3;
/** People told apart per day and process: past it (a flood from rotating addresses), visits count, visitors not. */
const maxPeoplePerDay = 100_000;

export interface VisitCounter {
  /** Watches the answer to `req`; counts it once sent, if it is a visit. */
  watch(req: IncomingMessage, res: ServerResponse): void;
  /** Adds one visit (what watch does once the answer is sent); `now` sets its Vietnam day. */
  add(visit: NotedVisit, now: Date): void;
  /** Writes what is held; resolves once written (or kept for the next write, on failure). */
  flush(db: Kysely<Database>, now: Date): Promise<void>;
  /** Visits held, not written yet. */
  held(): number;
}

const keyOf = (dimension: VisitDimension, value: string) => `${dimension}\t${value}`;

/** A counter for `siteHost` (the referrer of our own pages is 'Trong trang'); `clock` for the tests. */
export function createVisitCounter(siteHost: string, clock: () => Date = () => new Date()): VisitCounter {
  let days = new Map<string, Map<string, Tally>>();
  let heldVisits = 0;
  /** Values seen per day and dimension in this process: past the cap, 'khác'. */
  const seenValues = new Map<string, Set<string>>();

  // The Vietnam day, worked out once a minute rather than for every visit.
  let dayMinute = -1;
  let dayOfMinute = '';
  function dayOf(now: Date): string {
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== dayMinute) [dayMinute, dayOfMinute] = [minute, vietnamDateOf(now)];
    return dayOfMinute;
  }

  /** The people of the day in this process: each address and the agents seen from it. */
  let peopleDay = '';
  let people = new Map<string, Set<string>>();

  /** Who a visit counts as: the person, the address alone past a few agents, nobody past the day's bound. */
  function boundedPerson(day: string, person: string): string {
    if (day !== peopleDay) [peopleDay, people] = [day, new Map()];
    const [address = '', agent = ''] = person.split('\n');
    let agents = people.get(address);
    if (!agents) {
      if (people.size >= maxPeoplePerDay) return '';
      people.set(address, (agents = new Set()));
    }
    if (agents.has(agent)) return person;
    if (agents.size >= maxAgentsPerAddress) return address;
    agents.add(agent);
    return person;
  }

  function bounded(day: string, dimension: VisitDimension, value: string): string {
    if (dimension === 'all' || dimension === 'device') return value;
    const key = `${day}\t${dimension}`;
    let seen = seenValues.get(key);
    if (!seen) seenValues.set(key, (seen = new Set()));
    if (seen.has(value)) return value;
    if (seen.size >= (dimension === 'page' ? maxValuesPerDay.page : maxValuesPerDay.other)) return otherValue;
    seen.add(value);
    return value;
  }

  function merge(into: Map<string, Map<string, Tally>>, day: string, key: string, tally: Tally): void {
    let tallies = into.get(day);
    if (!tallies) into.set(day, (tallies = new Map()));
    const kept = tallies.get(key);
    if (!kept) return void tallies.set(key, tally);
    kept.visits += tally.visits;
    for (const person of tally.people) kept.people.add(person);
  }

  const counter: VisitCounter = {
    watch(req, res) {
      if (!mayBeVisit(req)) return;
      res.once('finish', () => {
        try {
          const visit = visitOf(req, res, siteHost);
          if (visit) counter.add(visit, clock());
        } catch (error) {
          // Counting must never cost a visitor anything.
          log.warn('visit_count_failed', { error });
        }
      });
    },
    add(visit, now) {
      if (heldVisits >= maxHeldVisits) return;
      heldVisits += 1;
      const day = dayOf(now);
      const person = boundedPerson(day, visit.person);
      let tallies = days.get(day);
      if (!tallies) days.set(day, (tallies = new Map()));
      // The request path's share: a few lookups, an object only for a value new in this batch.
      for (const [dimension, value] of visit.dimensions) {
        const key = keyOf(dimension, bounded(day, dimension, value));
        const tally = tallies.get(key);
        if (tally) {
          tally.visits += 1;
          if (person) tally.people.add(person);
        } else tallies.set(key, { visits: 1, people: new Set(person ? [person] : []) });
      }
    },
    async flush(db, now) {
      const today = vietnamDateOf(now);
      for (const key of seenValues.keys()) if (key.split('\t')[0]! < today) seenValues.delete(key);
      const batch = days;
      const batchVisits = heldVisits;
      days = new Map();
      heldVisits = 0;
      try {
        for (const [day, tallies] of batch) {
          const salt = await daySalt(db, day);
          const seen: Array<{ key: string; visitor: string }> = [];
          // The key is in the hash: one person's rows under two pages cannot be joined into what they did.
          for (const [key, tally] of tallies)
            for (const person of tally.people)
              seen.push({
                key,
                visitor: createHash('sha256')
                  .update(`${salt}\n${key}\n${person}\n${siteHost}`)
                  .digest('base64url')
                  .slice(0, 22),
              });
          // One order for every instance: two batches writing the same rows never wait on each other in a circle.
          seen.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.visitor < b.visitor ? -1 : 1));
          await db.transaction().execute(async (trx) => {
            const fresh = await newVisitors(trx, day, seen);
            await addToStats(
              trx,
              [...tallies]
                .sort(([a], [b]) => (a < b ? -1 : 1))
                .map(([key, tally]) => {
                  const [dimension, value] = key.split('\t') as [VisitDimension, string];
                  return { day, dimension, value, visits: tally.visits, visitors: fresh.get(key) ?? 0 };
                }),
            );
          });
          batch.delete(day);
        }
        await forgetDaysBefore(db, vietnamDateOf(new Date(now.getTime() - forgetAfterMs)));
      } catch (error) {
        // Kept for the next write: a database that drops out loses no visit.
        for (const [day, tallies] of batch) for (const [key, tally] of tallies) merge(days, day, key, tally);
        heldVisits += batchVisits;
        throw error;
      }
    },
    held: () => heldVisits,
  };
  return counter;
}
