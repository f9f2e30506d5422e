import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { acceptedPhones, invalidPhoneMessage, refusedPhones } from '../phone-examples.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

// The phone table (tests/phone-examples.ts) at the server's two doors: the islands' JSON endpoint
// and the plain form post of a browser without JavaScript. The browser's check is only a courtesy.

// On SQLite only: the table is about what the server accepts and how it writes the number; storing a
// lead on PostgreSQL is lead-service's and lead-fuzz's (both databases, the latter over HTTP).
describe.each(['sqlite'] as const)('phone numbers sent to the server (%s)', (dialect) => {
  let database: TestDatabase;
  let server: LaunchedServer;
  let db: Kysely<Database>;

  /** A lead of `form` with `phone`, unique by its e-mail. */
  const lead = (form: 'trial' | 'contact', phone: string) => ({
    company_name: 'Khách sạn Hoa Sen',
    name: 'Nguyễn Văn An',
    email: `so-${randomUUID().slice(0, 8)}@hoasen.vn`,
    phone,
    page: form === 'trial' ? '/' : '/contact',
    ...(form === 'contact' ? { message: 'Cần tư vấn phần mềm cho 20 phòng.' } : {}),
  });
  const stored = (email: string) => db.selectFrom('contacts').select('phone').where('email', '=', email).execute();
  const postJson = (form: string, body: Record<string, string>) =>
    fetch(`${server.url}/api/leads/${form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const postForm = (form: string, body: Record<string, string>) =>
    fetch(`${server.url}/gui-yeu-cau?form=${form}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams(body),
    });

  beforeAll(async () => {
    database = await createTestDatabase(dialect, 'imported');
    // Every example is a submission from one address: no limit here, the limits have their own tests.
    server = await launchServer({ ...database.env, RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    db = createDb(database.config);
  });

  afterAll(async () => {
    await db.destroy();
    await server.stop();
    await database.dispose();
  });

  for (const form of ['trial', 'contact'] as const) {
    it.each(acceptedPhones)(`stores %s from the ${form} form's JSON and its plain post`, async (phone) => {
      const json = lead(form, phone);
      expect((await postJson(form, json)).status).toBe(200);
      expect(await stored(json.email)).toEqual([{ phone }]);

      const plain = lead(form, phone);
      const response = await postForm(form, plain);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/cam-on');
      expect(await stored(plain.email)).toEqual([{ phone }]);
    });

    it.each(refusedPhones)(`refuses %s on the ${form} form, in JSON and in a plain post`, async (phone) => {
      const json = lead(form, phone);
      const answer = await postJson(form, json);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ ok: false, errors: { phone: invalidPhoneMessage } });
      expect(await stored(json.email)).toEqual([]);

      const plain = lead(form, phone);
      const response = await postForm(form, plain);
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain(invalidPhoneMessage);
      // The form comes back with what was typed, to correct rather than retype.
      expect(page).toContain(`value="${plain.email}"`);
      expect(await stored(plain.email)).toEqual([]);
    });
  }
});
