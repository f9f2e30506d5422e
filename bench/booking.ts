import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import type { Kysely } from 'kysely';
import { launchServer } from '../scripts/lib/launch-server.ts';
import type { ThrowawayDatabase } from '../scripts/lib/throwaway-database.ts';
import { bookingWindowDays, demoMinutes } from '../src/lib/booking/booking-rules.ts';
import { openDays } from '../src/lib/booking/free-slots.ts';
import { addDays, vietnamDateOf, vietnamMidnight, weekdayOf } from '../src/lib/vietnam-time.ts';
import { leadSearchText } from '../src/lib/search/lead-search-text.ts';
import { freeDays, readSlotFacts } from '../src/server/booking/slot-facts.ts';
import { createDb } from '../src/server/db/client.ts';
import type { Database } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { budget } from './budget.ts';
import { dialectLabels, onThrowawayDatabase, type Dialect } from './dialects.ts';
import type { Cell, Section } from './report.ts';
import { percentile } from './stats.ts';

// Demo booking, on both databases:
// - the free slots: 10 salespeople taking leads, each with their own hours, a few days off, and 2,000
//   future bookings (as many as their hours hold inside the 21-day window, the rest after it);
//   server time of freeDays (read the facts, compute every slot of the window) in this process, and
//   of GET /dat-lich-demo from a production server on the same database (loopback, the page's render
//   included), `runs` times each after a warm-up.
// - the race: a production server on a fresh database (nobody takes leads: the team holds every
//   slot), 100 bookings sent at once for its first 10 free slots; exactly 10 must be stored, no 5xx.

const salespeople = 10;
const futureBookings = 2_000;
const runs = 50;
const warmup = 5;
const raceRequests = 100;
const raceSlots = 10;

interface RaceFigures {
  stored: number;
  refused: number;
  statuses: Record<string, number>;
  meetings: number;
}

interface BookingFigures {
  dialect: Dialect;
  skipped?: string;
  loadAverage?: number;
  slotsInWindow?: number;
  facts?: { p50: number; p95: number; max: number };
  page?: { p50: number; p95: number; max: number; status: number };
  race?: RaceFigures;
}

const round = (value: number) => Math.round(value * 10) / 10;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1)!) };
};

/** Ten salespeople, hours 8:00–17:30 on weekdays and Saturday mornings, each off one day in the window. */
async function seedTeam(db: Kysely<Database>, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const ids = Array.from({ length: salespeople }, () => randomUUID()).sort();
  const week = JSON.stringify([[], ...Array.from({ length: 5 }, () => [[480, 1050]]), [[480, 720]]]);
  await db
    .insertInto('staff_users')
    .values(
      ids.map((id, n) => ({
        id,
        email: `nv${n}@hotelix.vn`,
        password_hash: 'x',
        role: 'sales' as const,
        name: `Nhân viên ${n}`,
        deactivated_at: null,
        created_at: at,
      })),
    )
    .execute();
  await db
    .insertInto('staff_availability')
    .values(
      ids.map((id) => ({
        user_id: id,
        weekly_hours: week,
        meeting_link: 'https://meet.google.com/abc-defg-hij',
        updated_at: at,
      })),
    )
    .execute();
  await db
    .insertInto('staff_days_off')
    .values(ids.map((id, n) => ({ user_id: id, day: addDays(vietnamDateOf(now), 3 + n), note: null, created_at: at })))
    .execute();
  return ids;
}

/** 2,000 booked demos from tomorrow on: hourly per salesperson while their hours last, then after the window. */
async function seedBookings(db: Kysely<Database>, ids: string[], now: Date): Promise<void> {
  const rows: Array<{ host: string; start: number }> = [];
  for (let day = 1; rows.length < futureBookings; day++) {
    const date = addDays(vietnamDateOf(now), day);
    const weekday = weekdayOf(date);
    if (weekday === 0) continue;
    const hours = weekday === 6 ? [8, 9, 10, 11] : [8, 9, 10, 11, 13, 14, 15, 16];
    for (const host of ids) {
      for (const hour of hours) {
        if (rows.length < futureBookings) rows.push({ host, start: vietnamMidnight(date) + hour * 3_600_000 });
      }
    }
  }
  const at = now.toISOString();
  for (let offset = 0; offset < rows.length; offset += 200) {
    const batch = rows.slice(offset, offset + 200).map((row) => ({ ...row, id: randomUUID() }));
    await db
      .insertInto('contacts')
      .values(
        batch.map((row, n) => ({
          id: row.id,
          company_name: `Khách sạn ${offset + n}`,
          name: 'Nguyễn Văn An',
          email: `khach${offset + n}@vidu.vn`,
          phone: '0901234567',
          message: 'Đặt lịch demo',
          search_text: leadSearchText({
            company_name: `Khách sạn ${offset + n}`,
            name: 'Nguyễn Văn An',
            email: '',
            phone: '',
            message: '',
          }),
          source: 'demo' as const,
          page: '/dat-lich-demo',
          consent_version: '2026-11-22',
          consent_at: at,
          created_at: at,
          owner_id: row.host,
        })),
      )
      .execute();
    await db
      .insertInto('demo_meetings')
      .values(
        batch.map((row) => ({
          id: randomUUID(),
          contact_id: row.id,
          host_key: row.host,
          staff_id: row.host,
          starts_at: new Date(row.start).toISOString(),
          ends_at: new Date(row.start + demoMinutes * 60_000).toISOString(),
          mode: 'online' as const,
          address: null,
          meeting_link: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
}

async function timeIt(run: () => Promise<unknown>): Promise<number[]> {
  for (let n = 0; n < warmup; n++) await run();
  const samples: number[] = [];
  for (let n = 0; n < runs; n++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** 100 bookings at once for the first 10 free slots of a fresh install. */
async function race(database: ThrowawayDatabase): Promise<RaceFigures> {
  const db = createDb(database.config);
  const server = await launchServer({ ...database.env, RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
  try {
    // Slots an hour apart: back-to-back half hours cannot both be held by the one host (buffer).
    const slots: Array<{ key: string; start: number }> = [];
    for (const slot of openDays((await readSlotFacts(db, new Date())).facts).flatMap((day) => day.slots)) {
      if (slots.length < raceSlots && (!slots.length || slot.start >= slots.at(-1)!.start + 3_600_000))
        slots.push(slot);
    }
    const responses = await Promise.all(
      Array.from({ length: raceRequests }, (_, n) =>
        fetch(`${server.url}/api/leads/demo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            company_name: `Khách sạn số ${n}`,
            name: 'Nguyễn Văn An',
            // One demo ahead per e-mail and per phone: each visitor has their own, none of the fixture's.
            email: `dat-cung-luc-${n}@vidu.vn`,
            phone: `09012${String(n).padStart(5, '0')}`,
            slot: slots[n % raceSlots]!.key,
            mode: 'online',
            page: '/dat-lich-demo',
          }),
        }),
      ),
    );
    const statuses: Record<string, number> = {};
    for (const response of responses) statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    const meetings = await db.selectFrom('demo_meetings').select('id').execute();
    return {
      stored: responses.filter((response) => response.ok).length,
      refused: responses.filter((response) => response.status >= 400 && response.status < 500).length,
      statuses,
      meetings: meetings.length,
    };
  } finally {
    await server.stop();
    await db.destroy();
  }
}

async function measure(dialect: Dialect, database: ThrowawayDatabase): Promise<BookingFigures> {
  const db = createDb(database.config);
  const now = new Date();
  let figures: BookingFigures;
  try {
    await migrateToLatest(db);
    const ids = await seedTeam(db, now);
    await seedBookings(db, ids, now);
    const days = await freeDays(db, now);
    const facts = await timeIt(() => freeDays(db, new Date()));
    figures = {
      dialect,
      loadAverage: Math.round(loadavg()[0]! * 100) / 100,
      slotsInWindow: days.reduce((sum, day) => sum + day.slots.length, 0),
      facts: summary(facts),
    };
  } finally {
    await db.destroy();
  }
  const server = await launchServer(database.env);
  try {
    let status = 0;
    const page = await timeIt(async () => {
      const response = await fetch(`${server.url}/dat-lich-demo`);
      status = response.status;
      await response.arrayBuffer();
    });
    figures.page = { ...summary(page), status };
  } finally {
    await server.stop();
  }
  return figures;
}

/** Times the free slots and races the bookings on each database, held against the budget. */
export async function measureBooking(): Promise<Section> {
  const results: BookingFigures[] = [];
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const figures = await onThrowawayDatabase(dialect, 'booking', (database) => measure(dialect, database));
    if ('skipped' in figures && figures.skipped) {
      results.push(figures);
      continue;
    }
    const raced = await onThrowawayDatabase(dialect, 'booking_race', race);
    results.push('stored' in raced ? { ...(figures as BookingFigures), race: raced } : (figures as BookingFigures));
  }
  const flags: string[] = [];
  const rows: Cell[][] = results.flatMap((figures) => {
    const label = dialectLabels[figures.dialect];
    if (!figures.facts)
      return [
        [{ text: label }, { text: `not measured: ${figures.skipped}` }, { text: '–' }, { text: '–' }, { text: '–' }],
      ];
    const lines: Cell[][] = [];
    const timed = (name: string, measured: { p50: number; p95: number; max: number }) => {
      const over = measured.p95 > budget.maxSlotsPageP95Ms;
      if (over) flags.push(`${label} ${name}: p95 ${measured.p95} ms > ${budget.maxSlotsPageP95Ms} ms`);
      lines.push([
        { text: label },
        { text: name },
        { text: `${measured.p50} ms` },
        { text: `${measured.p95} ms`, flagged: over },
        { text: `${measured.max} ms` },
      ]);
    };
    timed(`free slots (freeDays), ${figures.slotsInWindow} open in the window`, figures.facts);
    if (figures.page) {
      if (figures.page.status !== 200) flags.push(`${label} GET /dat-lich-demo answered ${figures.page.status}`);
      timed(`GET /dat-lich-demo over loopback (status ${figures.page.status})`, figures.page);
    }
    if (figures.race) {
      const wrong =
        figures.race.stored !== raceSlots ||
        figures.race.meetings !== raceSlots ||
        Object.keys(figures.race.statuses).some((status) => Number(status) >= 500);
      if (wrong)
        flags.push(
          `${label} race: ${figures.race.stored} stored, ${figures.race.meetings} meetings, statuses ${JSON.stringify(figures.race.statuses)}`,
        );
      lines.push([
        { text: label },
        { text: `${raceRequests} bookings at once on ${raceSlots} slots` },
        { text: `${figures.race.stored} stored`, flagged: wrong },
        { text: `${figures.race.meetings} meetings` },
        {
          text: Object.entries(figures.race.statuses)
            .map(([status, count]) => `${count}× ${status}`)
            .join(', '),
        },
      ]);
    }
    return lines;
  });
  return {
    title: 'Demo booking',
    note:
      `${salespeople} salespeople taking leads (own hours, one day off each), ${futureBookings.toLocaleString('en-US')} future bookings ` +
      `(hourly while their hours last in the ${bookingWindowDays}-day window, the rest after it); ${runs} timed runs after ${warmup} warm-up, ` +
      `in this process (freeDays) and over loopback from a production server (the page). Race: a fresh install (the team holds every slot), ` +
      `${raceRequests} POST /api/leads/demo at once for its first ${raceSlots} free slots an hour apart. ` +
      `1-minute load average: ${results.map((f) => `${dialectLabels[f.dialect]} ${f.loadAverage ?? '–'}`).join(', ')}. ` +
      `Budget: p95 ≤ ${budget.maxSlotsPageP95Ms} ms, exactly ${raceSlots} bookings and no 5xx, both databases.`,
    columns: ['database', 'measure', 'p50 / stored', 'p95 / meetings', 'max / statuses'],
    rows,
    flags,
    data: results,
  };
}
