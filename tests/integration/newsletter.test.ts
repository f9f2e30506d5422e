import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { subscribe } from '../../src/server/newsletter/newsletter.service.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

const now = new Date('2026-11-23T02:00:00Z');
const noLimits = { perMinute: 0, perHour: 0 };
const request = (fields: Record<string, unknown>, client = '203.0.113.7') => ({
  fields,
  client,
  consentVersion: '2026-11-22',
  now,
});

describe.each(testDialects)('newsletter on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;

  beforeEach(async () => {
    testDb = await createTestDatabase(dialect, 'migrated');
    db = createDb(testDb.config);
  });

  afterEach(async () => {
    await db.destroy();
    await testDb.dispose();
  });

  const rows = () => db.selectFrom('newsletter_subscribers').selectAll().execute();

  it('stores a subscriber once, whatever the case, and answers a repeat exactly like a new one', async () => {
    expect(
      await subscribe(db, request({ email: ' Lan@HoaSen.vn ', consent: 'on', page: '/tin-tuc' }), noLimits),
    ).toEqual({ kind: 'subscribed' });
    expect(await subscribe(db, request({ email: 'lan@hoasen.vn', consent: 'on', page: '/tin-tuc' }), noLimits)).toEqual(
      { kind: 'subscribed' },
    );
    expect(await rows()).toMatchObject([
      { email: 'lan@hoasen.vn', page: '/tin-tuc', consent_version: '2026-11-22', consent_at: now.toISOString() },
    ]);
  });

  it('stores 50 concurrent subscriptions of one address as one row', async () => {
    await Promise.all(
      Array.from({ length: 50 }, () =>
        subscribe(db, request({ email: 'dong-thoi@hoasen.vn', consent: 'on' }), noLimits),
      ),
    );
    expect(await rows()).toHaveLength(1);
  });

  // A refused address or tick (their messages: src/lib/leads/lead-schemas.test.ts), the honeypot and
  // the rate limit are code around the statements the tests above, and lead-service's rate-limit
  // test, run on both databases.
  if (dialect === 'sqlite') {
    describe('rules', () => {
      it('refuses a bad address and a missing consent tick, storing nothing', async () => {
        expect(await subscribe(db, request({ email: 'lan@', consent: 'on' }), noLimits)).toEqual({
          kind: 'invalid',
          errors: { email: 'Email không hợp lệ' },
        });
        expect(await subscribe(db, request({ email: 'lan@hoasen.vn' }), noLimits)).toEqual({
          kind: 'invalid',
          errors: { consent: 'Vui lòng đồng ý nhận bản tin qua email.' },
        });
        expect(await rows()).toEqual([]);
      });

      it('ignores a filled honeypot and counts the rate limit per client', async () => {
        expect(await subscribe(db, request({ email: 'bot@spam.vn', consent: 'on', website: 'x' }), noLimits)).toEqual({
          kind: 'subscribed',
        });
        expect(await rows()).toEqual([]);
        const limits = { perMinute: 2, perHour: 10 };
        for (let index = 0; index < 2; index += 1)
          await subscribe(db, request({ email: `a${index}@hoasen.vn`, consent: 'on' }), limits);
        expect(await subscribe(db, request({ email: 'a9@hoasen.vn', consent: 'on' }), limits)).toEqual({
          kind: 'rate_limited',
        });
        expect(await rows()).toHaveLength(2);
      });
    });
  }
});
