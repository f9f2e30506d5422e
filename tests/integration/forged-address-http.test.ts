import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { addStaffAccounts, staffPassword } from './staff-client.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';
import { requestFrom } from './loopback-client.ts';

// A stranger who writes X-Forwarded-For (and -Host, so that the Host check Astro's adapter makes
// passes) against the real server, with TRUST_PROXY unset and set. Each client here connects from an
// address of its own on the loopback network (127.0.0.0/8), so the server sees real, different
// socket addresses: the victim at 127.0.0.2, the stranger at 127.0.0.3.
// On SQLite alone: which address counts is decided before any SQL, and the SQL that counts (the
// request limits, failed sign-ins, sessions, the audit log) runs on both databases in
// rate-limiter.test.ts, admin-auth.test.ts, two-factor.test.ts and audit-log.test.ts.

const victimAddress = '127.0.0.2';
const strangerAddress = '127.0.0.3';
/** The flood's stranger: an address of its own, so that no test meets another's failures. */
const floodAddress = '127.0.0.9';
const secret = new Secret({ size: 20 }).base32;

interface Answer {
  status: number;
  location: string;
  cookies: string[];
  body: string;
}

/** One request from `from`, with the site's own host name as a browser reaching it would send. */
async function send(
  server: LaunchedServer,
  {
    from,
    method = 'GET',
    path: target,
    headers = {},
    form,
    json,
  }: {
    from: string;
    method?: string;
    path: string;
    headers?: Record<string, string>;
    form?: Record<string, string>;
    json?: unknown;
  },
): Promise<Answer> {
  const { port } = new URL(server.url);
  const site = `http://localhost:${port}`;
  const body = form ? new URLSearchParams(form).toString() : json === undefined ? '' : JSON.stringify(json);
  const answer = await requestFrom(server.url, from, {
    method,
    path: target,
    body,
    headers: {
      host: `localhost:${port}`,
      'x-forwarded-host': 'localhost',
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin: site } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json', origin: site }),
      ...headers,
    },
  });
  return {
    status: answer.status,
    location: String(answer.headers.location ?? ''),
    cookies: (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!),
    body: answer.body,
  };
}

const forged = (index: number) => ({ 'x-forwarded-for': `198.51.100.${index % 250}, 10.9.8.${index % 250}` });

const trialLead = (index: number) => ({
  company_name: 'Khách sạn Hoa Sen',
  name: 'Nguyễn Văn An',
  email: `gia-mao-${index}@hoasen.vn`,
  phone: '0901 234 567',
  page: '/',
});

describe.each(['sqlite'] as const)('forged client addresses against the real server on %s', (dialect) => {
  let database: TestDatabase;
  let server: LaunchedServer;
  let db: Kysely<Database>;
  const member = 'lan@hotelix.vn';
  const guarded = 'hai-buoc@hotelix.vn';
  // The flood's member: her sessions and sign-ins are not the ones the member's test counts.
  const phoneMember = 'mai@hotelix.vn';

  const signIn = (from: string, email: string, password: string, headers: Record<string, string> = {}) =>
    send(server, { from, method: 'POST', path: '/admin/login', form: { email, password, next: '/admin' }, headers });

  beforeAll(async () => {
    database = await createTestDatabase(dialect, 'imported');
    server = await launchServer(database.env);
    // The member's and the guarded account's hashes at the fixture cost: an unknown e-mail is still
    // checked against the real-cost decoy, which is what keeps the flood's checks slow.
    await addStaffAccounts(
      server,
      [
        { email: member, role: 'owner' },
        { email: guarded, role: 'sales' },
        { email: phoneMember, role: 'sales' },
      ],
      database.env,
    );
    db = createDb(database.config);
    await db
      .updateTable('staff_users')
      .set({ totp_secret: secret, totp_enabled_at: new Date().toISOString() })
      .where('email', '=', guarded)
      .execute();
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.dispose();
  });

  it('counts leads by the socket address: 5 of 8 accepted a minute, whatever address each claims', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const answer = await send(server, {
        from: '127.0.0.4',
        method: 'POST',
        path: '/api/leads/trial',
        json: trialLead(index),
        headers: forged(index),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const stored = await db.selectFrom('contacts').select('email').where('email', 'like', 'gia-mao-%').execute();
    expect(stored).toHaveLength(5);
    // Another real address is not caught by the stranger's limit.
    expect(
      (await send(server, { from: '127.0.0.5', method: 'POST', path: '/api/leads/trial', json: trialLead(99) })).status,
    ).toBe(200);
  });

  it("lets the member in with the right password after a stranger's 5 wrong ones written as the member's address", async () => {
    for (let index = 0; index < 5; index += 1) {
      const wrong = await signIn(strangerAddress, member, 'sai-mat-khau', { 'x-forwarded-for': victimAddress });
      expect(wrong.status).toBe(401);
    }
    const real = await signIn(victimAddress, member, staffPassword);
    expect(real.status).toBe(303);
    expect(real.location).toBe('/admin');
    // The log and the member's sessions name the real addresses, not the written ones.
    const failures = await db.selectFrom('sign_in_failures').select('address').where('email', '=', member).execute();
    expect(failures.map((failure) => failure.address)).toEqual(Array(5).fill(strangerAddress));
    const audited = await db
      .selectFrom('audit_events')
      .select(['action', 'address'])
      .where('actor_email', '=', member)
      .execute();
    expect(audited.filter((line) => line.action === 'sign_in_failed').map((line) => line.address)).toEqual(
      Array(5).fill(strangerAddress),
    );
    expect(audited.filter((line) => line.action === 'sign_in')).toEqual([
      { action: 'sign_in', address: victimAddress },
    ]);
    const sessions = await db
      .selectFrom('staff_sessions')
      .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.user_id')
      .select('staff_sessions.address')
      .where('staff_users.email', '=', member)
      .execute();
    expect(sessions).toEqual([{ address: victimAddress }]);
  }, 120_000);

  it('ends a waiting two-factor sign-in after 5 codes, each written from another address, so the right code no longer opens it', async () => {
    const password = await signIn('127.0.0.6', guarded, staffPassword);
    expect(password.location).toBe('/admin/xac-thuc');
    const challenge = password.cookies.find((cookie) => cookie.startsWith('__Host-challenge='))!;
    const answers: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      const wrong = await send(server, {
        from: '127.0.0.6',
        method: 'POST',
        path: '/admin/xac-thuc',
        form: { code: '000000' },
        headers: { cookie: challenge, ...forged(index) },
      });
      answers.push(wrong.status);
      if (wrong.status !== 401) break;
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await send(server, {
      from: '127.0.0.6',
      method: 'POST',
      path: '/admin/xac-thuc',
      form: { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() },
      headers: { cookie: challenge },
    });
    expect(right.status).toBe(410);
    expect(right.cookies.some((cookie) => cookie.startsWith('__Host-session=') && cookie.length > 20)).toBe(false);
  }, 120_000);

  it('keeps a member signing in from their own phone while 40 wrong sign-ins from rotating written addresses arrive at once', async () => {
    // The member's phone: signed in before, it holds the known-device cookie.
    const before = await signIn('127.0.0.7', phoneMember, staffPassword);
    const device = before.cookies.find((cookie) => cookie.startsWith('__Host-device='))!;
    expect(device).toBeTruthy();
    const flood = Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        signIn(floodAddress, `khong-co-${index}@hotelix.vn`, 'sai-mat-khau', forged(index + 7)),
      ),
    );
    const real = await signIn('127.0.0.7', phoneMember, staffPassword, { cookie: device });
    const floodAnswers = await flood;
    expect(real.body).not.toContain('Hệ thống đang bận');
    expect(real.status).toBe(303);
    // All 40 came from one address, whatever they wrote: a couple were checked at a time, the rest
    // turned away at once, and none counted beyond the address's 20.
    expect(floodAnswers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(20);
    const failures = await db
      .selectFrom('sign_in_failures')
      .select('address')
      .where('email', 'like', 'khong-co-%')
      .execute();
    expect(new Set(failures.map((failure) => failure.address))).toEqual(new Set([floodAddress]));
  }, 120_000);
});

describe('client addresses behind one trusted proxy', () => {
  let server: LaunchedServer;
  beforeAll(async () => {
    server = await launchServer({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('counts leads by the address the proxy appended, not the ones the visitor wrote before it', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      const answer = await send(server, {
        from: '127.0.0.8',
        method: 'POST',
        path: '/api/leads/trial',
        json: trialLead(index),
        // The visitor wrote 198.51.100.x; the proxy (at 127.0.0.8) appended what it saw.
        headers: { 'x-forwarded-for': `198.51.100.${index}, 203.0.113.9` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const another = await send(server, {
      from: '127.0.0.8',
      method: 'POST',
      path: '/api/leads/trial',
      json: trialLead(50),
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(another.status).toBe(200);
  });
});
