import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signIn, signOut, staffFromToken } from '../../src/server/auth/auth.service.ts';
import { createHashSlots, type HashSlots } from '../../src/server/auth/hash-slots.ts';
import { createDb } from '../../src/server/db/client.ts';
import { at, t0, useSignInAccount } from './sign-in-account.ts';
import { testDialects } from './test-databases.ts';

// The sign-in timings (the slow-down, unknown and known e-mails refused alike) are in
// sign-in-timing.test.ts, which runs alone.

const hour = 3_600_000;

// Both databases for what their SQL or their concurrency could make differ: sessions and their
// clocks, the failure counts within a window, concurrent attempts over several instances, a failing
// database. The slow-down's curve is a unit test (src/server/auth/auth.service.test.ts).
describe.each(testDialects)('staff sign-in on %s', (dialect) => {
  const account = useSignInAccount(dialect);
  const { attempt } = account;

  it('signs in with the right password, whatever the e-mail case, and the token identifies the member', async () => {
    const result = await attempt({ email: ' Lan@Hotelix.vn ' });
    expect(result.kind).toBe('signed_in');
    const token = result.kind === 'signed_in' ? result.token : '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(await staffFromToken(account.db, token, t0)).toMatchObject({
      email: 'lan@hotelix.vn',
      name: 'Lan',
      role: 'sales',
    });
    expect(await account.db.selectFrom('staff_sessions').select('id_hash').execute()).not.toContainEqual({
      id_hash: token,
    });
  });

  it('throttles an account from one address after 5 failures in 15 minutes, even with the right password, then lets it in again', async () => {
    for (let index = 0; index < 5; index += 1) await attempt({ password: 'sai', now: at(index * 60_000) });
    expect(await attempt({ now: at(6 * 60_000) })).toEqual({ kind: 'throttled' });
    // A throttled attempt is answered after a random 1–3 s (spreading a flood's answers out).
    expect(account.paused.at(-1)).toBeGreaterThanOrEqual(1_000);
    expect(account.paused.at(-1)).toBeLessThanOrEqual(3_000);
    expect((await attempt({ now: at(16 * 60_000) })).kind).toBe('signed_in');
  });

  it('never locks the real person out from another address: 20 failures from one address leave it free', async () => {
    // At once, as a script would. The checks wait
    // as long as they need (on a busy machine five scrypt checks in a row outlast the 3 s queue, and a
    // check answered 'busy' rightly counts as no failure): this test is about who is throttled.
    const patient = createHashSlots({
      concurrency: 1,
      maxQueue: 20,
      maxWaitMs: 60_000,
      maxPerAccount: 20,
      maxPerAddress: 20,
    });
    await Promise.all(
      Array.from({ length: 20 }, () => attempt({ password: 'sai', address: '198.51.100.66' }, patient)),
    );
    expect(await attempt({ address: '198.51.100.66' })).toEqual({ kind: 'throttled' });
    expect((await attempt({ address: '203.0.113.8' })).kind).toBe('signed_in');
  });

  it('checks at most 5 passwords among 40 concurrent wrong sign-ins from one address over 4 instances, throttling the rest unchecked', async () => {
    // Four handles on one database stand for four server instances: each has its own ledger, so
    // only the database's count stands between the flood and the password checks.
    const { db, testDb } = account;
    const instances = [db, createDb(testDb.config), createDb(testDb.config), createDb(testDb.config)];
    let checks = 0;
    const counting: HashSlots = {
      run: (task) => {
        checks += 1;
        return task();
      },
    };
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        signIn(
          instances[index % instances.length]!,
          { email: 'lan@hotelix.vn', password: 'sai-mat-khau', address: '203.0.113.7', now: t0 },
          counting,
          account.pause,
        ),
      ),
    ).finally(() => Promise.all(instances.slice(1).map((instance) => instance.destroy())));
    expect(checks).toBeLessThanOrEqual(5);
    expect(results.filter((result) => result.kind === 'refused')).toHaveLength(checks);
    expect(results.filter((result) => result.kind === 'throttled')).toHaveLength(40 - checks);
    // Throttled attempts checked nothing and are not kept: the lock does not grow with the flood.
    expect(await account.db.selectFrom('sign_in_failures').selectAll().execute()).toHaveLength(checks);
  });

  it('answers unavailable when the database fails, without the failed tries counting against the address', async () => {
    await sql`DROP TABLE sign_in_failures`.execute(account.db);
    for (let index = 0; index < 7; index += 1) expect(await attempt()).toEqual({ kind: 'unavailable' });
  });

  it('ends a session after 8 idle hours, after 7 days in any case, and on sign-out', async () => {
    const token = ((await attempt()) as { token: string }).token;
    expect(await staffFromToken(account.db, token, at(7 * hour))).not.toBeNull();
    expect(await staffFromToken(account.db, token, at(15 * hour + 60_000))).toBeNull();

    const busy = ((await attempt()) as { token: string }).token;
    for (let hours = 6; hours < 7 * 24; hours += 6)
      expect(await staffFromToken(account.db, busy, at(hours * hour))).not.toBeNull();
    expect(await staffFromToken(account.db, busy, at(7 * 24 * hour + 60_000))).toBeNull();

    const other = ((await attempt()) as { token: string }).token;
    await signOut(account.db, other);
    expect(await staffFromToken(account.db, other, t0)).toBeNull();
  });
});

// Rules that run the same statements as above (the failure count, the account look-up) or none.
describe('staff sign-in rules', () => {
  const account = useSignInAccount('sqlite');
  const { attempt } = account;

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    expect(await attempt({ password: 'sai-mat-khau-roi' })).toEqual({ kind: 'refused' });
    expect(await attempt({ email: 'ai-do@hotelix.vn' })).toEqual({ kind: 'refused' });
  });

  it('throttles an address after 20 failures across accounts, whichever account it tries next', async () => {
    // Unknown e-mails are checked against a decoy hash at scrypt's real cost (twenty of them outlasted
    // a test's timeout on a busy machine), and the decoy's answer is always no: these checks give it
    // without hashing. This test is about who is throttled; sign-in-timing.test.ts times the decoy.
    const decoyAnswer: HashSlots = { run: async () => false as never };
    for (let index = 0; index < 20; index += 1)
      expect(await attempt({ email: `khach${index}@hotelix.vn` }, decoyAnswer)).toEqual({ kind: 'refused' });
    expect(await attempt()).toEqual({ kind: 'throttled' });
    expect((await attempt({ address: '203.0.113.8' })).kind).toBe('signed_in');
  });

  it('answers busy without checking or counting when no password-check slot frees in time', async () => {
    const slots = createHashSlots({ concurrency: 1, maxQueue: 0, maxWaitMs: 10 });
    let release!: () => void;
    const held = slots.run(() => new Promise<void>((resolve) => (release = resolve)), {
      account: 'khac@hotelix.vn',
      address: '198.51.100.1',
      trusted: false,
    });
    expect(await attempt({}, slots)).toEqual({ kind: 'busy' });
    release();
    await held;
    expect(await account.db.selectFrom('sign_in_failures').selectAll().execute()).toEqual([]);
    expect((await attempt({}, slots)).kind).toBe('signed_in');
  });

  it('refuses an e-mail no account can have, or a password too long, without storing anything', async () => {
    for (const email of ['a'.repeat(300) + '@hotelix.vn', 'lan@hotelix.vn\u0000', 'lan@hotelix.vn\nBcc: x'])
      expect(await attempt({ email })).toEqual({ kind: 'refused' });
    expect(await attempt({ password: 'x'.repeat(5000) })).toEqual({ kind: 'refused' });
    expect(await account.db.selectFrom('sign_in_failures').selectAll().execute()).toEqual([]);
  });
});
