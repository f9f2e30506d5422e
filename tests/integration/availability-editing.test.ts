import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../../src/lib/sales/office-hours.ts';
import {
  daysOffFrom,
  putDayOff,
  removeDayOff,
  saveAvailability,
  storedAvailability,
} from '../../src/server/booking/availability-editing.repository.ts';
import {
  bookableSalespeople,
  closedDaysBetween,
  daysOffBetween,
} from '../../src/server/booking/availability.repository.ts';
import { comingHolidays, seedClosedDaysOnce } from '../../src/server/booking/closed-days-seed.ts';
import {
  addClosedDay,
  closedDaysFrom,
  removeClosedDay,
  renameClosedDay,
  seedClosedDays,
} from '../../src/server/booking/closed-days.repository.ts';
import { createDb } from '../../src/server/db/client.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';

// What /admin/lich-hen and /admin/ngay-nghi store, read back by the slot engine's own reads, and the
// one-time seed of the company's closed days: once per database, never twice across instances, and
// a day the owner removed stays removed.

const now = new Date('2026-12-05T02:00:00Z');
const week: WeeklyHours = [
  [],
  [
    [480, 720],
    [810, 1050],
  ],
  [[480, 1080]],
  [[480, 1080]],
  [[480, 1080]],
  [[480, 1080]],
  [],
];

describe.each(testDialects)('demo hours and closed days on %s', (dialect) => {
  const team = useTeamDatabase(dialect, now);

  it('stores a week in the slot engine’s format and replaces it on the next save', async () => {
    const lan = await team.addMember('lan@hotelix.vn', 'sales', 'Lan');
    expect(await storedAvailability(team.db, lan.id)).toBeUndefined();
    expect((await bookableSalespeople(team.db))[0]).toMatchObject({ weeklyHours: null, meetingLink: null });
    await saveAvailability(team.db, lan.id, week, 'https://meet.google.com/abc-defg-hij', now);
    expect((await bookableSalespeople(team.db))[0]).toMatchObject({
      weeklyHours: week,
      meetingLink: 'https://meet.google.com/abc-defg-hij',
    });
    const saturdays: WeeklyHours = week.map((periods, day) => (day === 6 ? [[480, 720]] : periods));
    await saveAvailability(team.db, lan.id, saturdays, null, new Date(now.getTime() + 60_000));
    expect((await bookableSalespeople(team.db))[0]).toMatchObject({ weeklyHours: saturdays, meetingLink: null });
    expect((await storedAvailability(team.db, lan.id))?.updated_at).toBe('2026-12-05T02:01:00.000Z');
  });

  it('adds a day off once (a second add changes its note), lists it from today, and removes it', async () => {
    const lan = await team.addMember('lan@hotelix.vn', 'sales');
    await putDayOff(team.db, lan.id, '2026-12-10', 'Nghỉ phép', now);
    await putDayOff(team.db, lan.id, '2026-12-10', 'Đi khám bệnh', now);
    await putDayOff(team.db, lan.id, '2026-12-01', null, now);
    expect(await daysOffFrom(team.db, lan.id, '2026-12-05')).toEqual([{ day: '2026-12-10', note: 'Đi khám bệnh' }]);
    expect((await daysOffBetween(team.db, [lan.id], '2026-12-05', '2026-12-31')).get(lan.id)).toEqual(
      new Set(['2026-12-10']),
    );
    expect(await removeDayOff(team.db, lan.id, '2026-12-10')).toBe(true);
    expect(await removeDayOff(team.db, lan.id, '2026-12-10')).toBe(false);
    expect(await daysOffFrom(team.db, lan.id, '2026-12-05')).toEqual([]);
  });

  it('adds a closed day once, renames it and removes it', async () => {
    expect(await addClosedDay(team.db, '2027-09-03', 'Nghỉ bù Quốc khánh', now)).toBe(true);
    expect(await addClosedDay(team.db, '2027-09-03', 'Tên khác', now)).toBe(false);
    expect(await renameClosedDay(team.db, '2027-09-03', 'Nghỉ Quốc khánh (ngày thứ hai)')).toBe(true);
    expect(await renameClosedDay(team.db, '2027-09-04', 'Không có')).toBe(false);
    expect(await closedDaysFrom(team.db, '2026-12-05')).toEqual([
      { day: '2027-09-03', name: 'Nghỉ Quốc khánh (ngày thứ hai)' },
    ]);
    expect(await closedDaysBetween(team.db, '2027-09-01', '2027-09-30')).toEqual(new Set(['2027-09-03']));
    expect(await removeClosedDay(team.db, '2027-09-03')).toBe(true);
    expect(await removeClosedDay(team.db, '2027-09-03')).toBe(false);
  });

  it('seeds the coming holidays once: a restart adds nothing, and a removed day stays removed', async () => {
    await addClosedDay(team.db, '2027-02-08', 'Nghỉ Tết của công ty', now);
    await seedClosedDaysOnce(team.db, now);
    const seeded = await closedDaysFrom(team.db, '2026-12-05');
    expect(seeded.map(({ day }) => day)).toEqual(comingHolidays(now).map(({ day }) => day));
    // The owner's own name for a day already there is kept.
    expect(seeded.find(({ day }) => day === '2027-02-08')?.name).toBe('Nghỉ Tết của công ty');
    expect(await removeClosedDay(team.db, '2027-09-02')).toBe(true);
    await seedClosedDaysOnce(team.db, new Date(now.getTime() + 86_400_000));
    expect(await seedClosedDays(team.db, comingHolidays(now), now)).toBe(0);
    const after = await closedDaysFrom(team.db, '2026-12-05');
    expect(after).toHaveLength(seeded.length - 1);
    expect(after.some(({ day }) => day === '2027-09-02')).toBe(false);
    // A year on, the server's next start adds the year after next, and still not the removed day.
    const nextYear = new Date('2027-12-05T02:00:00Z');
    await seedClosedDaysOnce(team.db, nextYear);
    const later = await closedDaysFrom(team.db, '2026-12-05');
    expect(later.some(({ day }) => day === '2028-04-30')).toBe(true);
    expect(later.some(({ day }) => day === '2027-09-02')).toBe(false);
  });

  it('seeds once when two instances start at the same moment', async () => {
    const second = createDb(team.config!);
    try {
      const added = await Promise.all([
        seedClosedDays(team.db, comingHolidays(now), now),
        seedClosedDays(second, comingHolidays(now), now),
      ]);
      // Each year's days come from one of them, never from both.
      expect(added[0]! + added[1]!).toBe(comingHolidays(now).length);
      expect(await closedDaysFrom(team.db, '2026-12-05')).toHaveLength(comingHolidays(now).length);
    } finally {
      await second.destroy();
    }
  });
});
