import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchServer } from './test-server.ts';
import { runPruningRound, startExpiredRecordsPruning } from '../../src/server/auth/expired-records-pruning.ts';
import { insertInvitation } from '../../src/server/auth/invitation.repository.ts';
import { rememberDevice } from '../../src/server/auth/known-device.repository.ts';
import { insertPasswordReset } from '../../src/server/auth/password-reset.repository.ts';
import { insertSession, insertUser, recordFailure } from '../../src/server/auth/staff.repository.ts';
import { insertChallenge } from '../../src/server/auth/two-factor.repository.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { log } from '../../src/server/log.ts';
import { useTeamDatabase } from './team-database.ts';
import { createTestDatabase, testDialects } from './test-databases.ts';

// Failed sign-ins, and sessions, waiting sign-ins, reset links, invitations and known browsers past
// their end, are deleted on a schedule, once across every server sharing the database: what the
// throttles still count and what is still alive stays. The clock is injected; nothing waits for it.

const now = new Date('2026-12-01T08:00:00Z');
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const later = (ms: number) => new Date(now.getTime() + ms).toISOString();

/** What is left in each table: failures by when they were, the rest by their id. */
async function left(db: Kysely<Database>) {
  const sorted = (rows: Array<Record<string, string>>) => rows.map((row) => Object.values(row)[0]!).sort();
  return {
    failures: sorted(await db.selectFrom('sign_in_failures').select('at').execute()),
    sessions: sorted(await db.selectFrom('staff_sessions').select('id_hash').execute()),
    challenges: sorted(await db.selectFrom('staff_sign_in_challenges').select('id_hash').execute()),
    resets: sorted(await db.selectFrom('staff_password_resets').select('id').execute()),
    invitations: sorted(await db.selectFrom('staff_invitations').select('id').execute()),
    devices: (await db.selectFrom('staff_known_devices').select('id_hash').execute()).length,
  };
}

async function seed(db: Kysely<Database>): Promise<void> {
  const userId = randomUUID();
  await insertUser(db, {
    id: userId,
    email: 'lan@hotelix.vn',
    password_hash: 'không dùng để đăng nhập',
    role: 'sales',
    name: 'Lan',
    deactivated_at: null,
    created_at: ago(30 * day),
  });
  // Beyond a day: gone. Inside the day, and inside the 15-minute throttle window: kept.
  for (const at of [ago(25 * hour), ago(23 * hour), ago(10 * minute)])
    await recordFailure(db, { id: randomUUID(), email: 'lan@hotelix.vn', address: '203.0.113.7', at });
  const session = (id: string, lastSeen: string, expires: string) =>
    insertSession(db, {
      id_hash: id,
      user_id: userId,
      created_at: ago(6 * day),
      last_seen_at: lastSeen,
      expires_at: expires,
      user_agent: null,
      address: null,
    });
  await session('het-han-tu-lau', ago(3 * hour), ago(2 * hour));
  await session('bo-khong-qua-8-gio', ago(10 * hour), later(day));
  await session('con-dung', ago(hour), later(day));
  await session('vua-het-han', ago(2 * hour), ago(30 * minute));
  const challenge = (id: string, expires: string) =>
    insertChallenge(db, { id_hash: id, user_id: userId, next: '/admin', created_at: ago(day), expires_at: expires });
  await challenge('cho-ma-het-han', ago(2 * hour));
  await challenge('dang-cho-ma', later(3 * minute));
  const reset = (id: string, expires: string) =>
    insertPasswordReset(db, { id, token_hash: id, user_id: userId, created_at: ago(day), expires_at: expires });
  await reset('lien-ket-cu', ago(2 * hour));
  await reset('lien-ket-moi', later(30 * minute));
  const invitation = (id: string, expires: string, accepted: string | null) =>
    insertInvitation(db, {
      id,
      token_hash: id,
      email: `${id}@hotelix.vn`,
      role: 'editor',
      invited_by: userId,
      created_at: ago(3 * day),
      expires_at: expires,
      accepted_at: accepted,
      revoked_at: null,
    });
  await invitation('loi-moi-het-han', ago(2 * day), null);
  await invitation('loi-moi-da-nhan', later(day), ago(hour));
  await invitation('loi-moi-dang-mo', later(2 * day), null);
  await rememberDevice(db, userId, new Date(now.getTime() - 181 * day));
  await rememberDevice(db, userId, new Date(now.getTime() - 10 * day));
}

const whatStays = {
  failures: [ago(23 * hour), ago(10 * minute)].sort(),
  sessions: ['con-dung', 'vua-het-han'],
  challenges: ['dang-cho-ma'],
  resets: ['lien-ket-moi'],
  invitations: ['loi-moi-da-nhan', 'loi-moi-dang-mo'],
  devices: 1,
};

describe.each(testDialects)('pruning expired sign-in records on %s', (dialect) => {
  const team = useTeamDatabase(dialect, now);

  afterEach(() => void vi.restoreAllMocks());

  it('deletes what no sign-in will read again and keeps what the throttles count and what is alive', async () => {
    await seed(team.db);
    expect(await runPruningRound(team.db, now)).toEqual({
      sign_in_failures: 1,
      sessions: 2,
      sign_in_challenges: 1,
      password_resets: 1,
      invitations: 1,
      known_devices: 1,
    });
    expect(await left(team.db)).toEqual(whatStays);
  });

  it('runs one round when two servers ask at the same moment, and the next an hour later', async () => {
    const other = createDb(team.config!);
    try {
      await seed(team.db);
      const info = vi.spyOn(log, 'info');
      const rounds = () => info.mock.calls.filter(([event]) => event === 'sign_in_records_pruned');
      const [first, second] = await Promise.all([runPruningRound(team.db, now), runPruningRound(other, now)]);
      expect([first, second].filter((round) => round === null)).toHaveLength(1);
      expect(rounds()).toEqual([[`sign_in_records_pruned`, expect.objectContaining({ sign_in_failures: 1 })]]);
      expect(await left(team.db)).toEqual(whatStays);
      // Within the hour, neither runs another; an hour on, one of them does, and finds the failure of
      // 23 hours ago past its day, and the session that had just expired past its hour.
      const soon = new Date(now.getTime() + 59 * minute);
      expect(await Promise.all([runPruningRound(team.db, soon), runPruningRound(other, soon)])).toEqual([null, null]);
      const next = new Date(now.getTime() + hour + 1);
      const again = await Promise.all([runPruningRound(other, next), runPruningRound(team.db, next)]);
      expect(again.filter((round) => round === null)).toHaveLength(1);
      expect(again.find((round) => round !== null)).toMatchObject({ sign_in_failures: 1, sessions: 1 });
      expect(rounds()).toHaveLength(2);
      // Ten more hours of both asking at once: one round each, never two.
      for (let hours = 2; hours <= 11; hours++) {
        const at = new Date(now.getTime() + hours * hour + 1);
        const both = await Promise.all([runPruningRound(team.db, at), runPruningRound(other, at)]);
        expect(both.filter((round) => round === null)).toHaveLength(1);
      }
      expect(rounds()).toHaveLength(12);
    } finally {
      await other.destroy();
    }
  });

  it('runs its first round at start, once however many servers start at the same moment', async () => {
    const other = createDb(team.config!);
    const info = vi.spyOn(log, 'info');
    try {
      await seed(team.db);
      const stops = [startExpiredRecordsPruning(team.db, () => now), startExpiredRecordsPruning(other, () => now)];
      await vi.waitFor(async () => expect(await left(team.db)).toEqual(whatStays), { timeout: 10_000 });
      // Stopped, each has finished what it was doing: asked, and run the round or found it taken.
      await Promise.all(stops.map((stop) => stop()));
      expect(info.mock.calls.filter(([event]) => event === 'sign_in_records_pruned')).toHaveLength(1);
      expect(await team.db.selectFrom('schedule_rounds').selectAll().execute()).toEqual([
        { name: 'expired_sign_in_records', started_at: now.toISOString() },
      ]);
    } finally {
      await other.destroy();
    }
  });
});

// The server's side: the job it starts. On SQLite alone: the rounds' SQL and the race between servers
// are the tests above, on both databases; this is the registry starting the job, the same on either.
describe('pruning in the real server', () => {
  it('deletes a day-old failed sign-in from the database once the real server has started', async () => {
    // The server's own clock: these are old and recent by today's time.
    const database = await createTestDatabase('sqlite', 'imported');
    const seeding = createDb(database.config);
    const old = new Date(Date.now() - 2 * day).toISOString();
    const recent = new Date(Date.now() - minute).toISOString();
    for (const at of [old, recent])
      await recordFailure(seeding, { id: randomUUID(), email: 'lan@hotelix.vn', address: '203.0.113.9', at });
    // The template's own server ran its round minutes ago, as it built the world: a site that has
    // not pruned within the hour, as this one starting anew.
    await seeding.deleteFrom('schedule_rounds').where('name', '=', 'expired_sign_in_records').execute();
    await seeding.destroy();
    const server = await launchServer(database.env);
    const db = createDb(database.config);
    try {
      await expect
        .poll(async () => (await db.selectFrom('sign_in_failures').select('at').execute()).map((row) => row.at), {
          timeout: 20_000,
        })
        .toEqual([recent]);
      await expect.poll(() => server.output()).toMatch(/"event":"sign_in_records_pruned".*"sign_in_failures":1/);
    } finally {
      await db.destroy();
      await server.stop();
      await database.dispose();
    }
  }, 60_000);
});
