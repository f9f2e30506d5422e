import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readPersonQuery } from '../../src/lib/personal-data/person-query.ts';
import type { PersonKey } from '../../src/lib/personal-data/person-records.ts';
import { hasFieldLabel } from '../../src/lib/personal-data/record-fields.ts';
import type { Database } from '../../src/server/db/database.ts';
import { correctPerson, erasePerson, lookUpPerson } from '../../src/server/personal-data/personal-data.ts';
import { applyTombstones } from '../../src/server/personal-data/tombstone-apply.ts';
import {
  leadsAndWon,
  leadsPerHour,
  leadsPerStatus,
  lostLeadsFurthestStep,
} from '../../src/server/sales/dashboard.repository.ts';
import { storeLead } from './stored-lead.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';

// A person's data on request, on both databases: people with a record in every table that holds a
// visitor's data, one of them found by the e-mail or phone as typed in another spelling, erased, and
// then every column of every table read for their e-mail, phone and name: nothing left, and everyone
// else exactly as they were.

const now = new Date('2026-12-04T03:00:00Z');

interface Person {
  name: string;
  /** The address as the lead typed it, and as the newsletter row has it (another spelling of one inbox). */
  email: string;
  newsletterEmail: string;
  phone: string;
  e164: string;
}

/** Vietnamese names, addresses of one inbox spelled two ways, phones written as owners write them. */
const personArbitrary = (index: number): fc.Arbitrary<Person> =>
  fc
    .record({
      family: fc.constantFrom('Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Đặng'),
      given: fc.constantFrom('Thị Bích', 'Văn Đức', 'Minh Anh', 'Quốc Bảo', 'Thu Hà'),
      user: fc.stringMatching(/^[a-z]{3,8}$/),
      gmail: fc.boolean(),
      digits: fc.stringMatching(/^[0-9]{8}$/),
      dotted: fc.boolean(),
    })
    .map(({ family, given, user, gmail, digits, dotted }) => {
      const mailbox = `${user}${index}`;
      const domain = gmail ? 'gmail.com' : `ks${index}.vn`;
      const national = `09${index}${digits.slice(1)}`;
      return {
        name: `${family} ${given} ${index}`,
        email: `${mailbox}@${domain}`,
        newsletterEmail: gmail
          ? `${mailbox.slice(0, 2)}.${mailbox.slice(2)}+tin@googlemail.com`
          : `${mailbox.toUpperCase()}@${domain}`,
        phone: dotted
          ? `${national.slice(0, 4)}.${national.slice(4, 7)}.${national.slice(7)}`
          : `+84 ${national.slice(1)}`,
        e164: `+84${national.slice(1)}`,
      };
    });

/** Gives `person` a record in every table that can hold a visitor's data; returns their lead's id. */
async function seedPerson(db: Kysely<Database>, person: Person, staffId: string, day: number): Promise<string> {
  const at = now.toISOString();
  const id = await storeLead(db, person, at, { owner_id: staffId });
  await db
    .insertInto('lead_events')
    .values({
      id: randomUUID(),
      contact_id: id,
      kind: 'note',
      status: null,
      note: `Đã gọi ${person.name}`,
      author_email: 'sale@ks.vn',
      created_at: at,
    })
    .execute();
  await db
    .insertInto('lead_conversation_turns')
    .values({
      contact_id: id,
      position: 0,
      question: `Email tôi là ${person.email}`,
      answer: 'Cảm ơn anh/chị.',
      answered_at: at,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('demo_meetings')
    .values({
      id: randomUUID(),
      contact_id: id,
      staff_id: staffId,
      host_key: staffId,
      starts_at: `2026-12-1${day}T02:00:00.000Z`,
      ends_at: `2026-12-1${day}T02:45:00.000Z`,
      mode: 'onsite',
      address: `Nhà ${person.name}, Đà Lạt`,
      meeting_link: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('notifications')
    .values({
      id: randomUUID(),
      contact_id: id,
      channel: 'visitor_email',
      next_attempt_at: at,
      claim_token: null,
      claimed_until: null,
      last_error: null,
      created_at: at,
      delivered_at: null,
    })
    .execute();
  await db
    .insertInto('idempotency_keys')
    .values({ key: randomUUID(), contact_id: id, fingerprint: null, created_at: at })
    .execute();
  await db
    .insertInto('newsletter_subscribers')
    .values({
      id: randomUUID(),
      email: person.newsletterEmail,
      page: '/',
      consent_version: '2026-11-22',
      consent_at: at,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('audit_events')
    .values({
      id: randomUUID(),
      at,
      action: 'lead_owner_changed',
      actor_id: staffId,
      actor_email: 'sale@ks.vn',
      subject: id,
      detail: `Giao cho đồng nghiệp: gọi ${person.name} lúc 9h`,
      address: '198.51.100.7',
      user_agent: 'Mozilla/5.0 (Linux; Android 14)',
    })
    .execute();
  await db
    .insertInto('personal_data_requests')
    .values({
      id: randomUUID(),
      kind: 'correct',
      email: person.email,
      email_key: person.email.toLowerCase(),
      detail: `Tên đúng là ${person.name}`,
      source: 'form',
      created_at: at,
      requested_at: at,
      confirmed_at: at,
      done_at: null,
      done_by: null,
    })
    .execute();
  return id;
}

/** Every text of every row of every table, one string per row. */
async function everyRow(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  const rows: string[] = [];
  // SQLite's FTS5 keeps its index in tables of its own (binary segments, read below by term).
  for (const table of tables.filter(({ name }) => !/^(lead_search|search_index)_/.test(name))) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const found = await (db as Kysely<any>)
      .selectFrom(table.name)
      .selectAll()
      .execute()
      .catch((error) => {
        throw new Error(`reading ${table.name}: ${error}`);
      });
    for (const row of found) rows.push(JSON.stringify(row).toLowerCase());
  }
  return rows;
}

/** The traces of `person` anywhere: their name, e-mail (either spelling), phone as typed or in E.164. */
function tracesOf(rows: readonly string[], person: Person): string[] {
  const marks = [
    person.name,
    person.email,
    person.newsletterEmail,
    person.phone,
    person.e164,
    person.e164.slice(3),
  ].map((mark) => mark.toLowerCase());
  return rows.filter((row) => marks.some((mark) => row.includes(mark)));
}

describe.each(testDialects)('personal data on %s', (dialect) => {
  const team = useTeamDatabase(dialect, now);

  it('erases one person from every table, found by another spelling, and leaves everyone else as they were', async () => {
    const owner = await team.addMember('chu@ks.vn', 'owner');
    const people = fc.sample(fc.tuple(personArbitrary(1), personArbitrary(2), personArbitrary(3)), {
      numRuns: 1,
      seed: 20261204,
    })[0]!;
    const leadIds: string[] = [];
    for (const [index, person] of people.entries()) leadIds.push(await seedPerson(team.db, person, owner.id, index));
    const [erased, ...others] = people;
    const before = await everyRow(team.db);
    // The lead, its note, conversation, meeting, audit line, newsletter row and their own request
    // name them; the notification and the submission key only point at the lead.
    for (const other of others) expect(tracesOf(before, other)).toHaveLength(7);

    // Found by the newsletter's spelling of the inbox: every place listed.
    const key = readPersonQuery(erased!.newsletterEmail) as PersonKey;
    const records = await lookUpPerson(team.db, key, owner);
    expect(new Set(records.map((record) => record.place))).toEqual(
      new Set([
        'lead',
        'lead_event',
        'conversation_turn',
        'meeting',
        'notification',
        'submission_key',
        'newsletter',
        'audit',
        'request',
      ]),
    );
    // Their copy holds their data, not the team's: no salesperson's address, device or e-mail.
    const copy = JSON.stringify(records);
    for (const staffData of ['198.51.100.7', 'Android 14', 'sale@ks.vn', owner.id])
      expect(copy).not.toContain(staffData);
    // Every field they read has its Vietnamese name.
    expect(records.flatMap((record) => Object.keys(record.fields)).filter((column) => !hasFieldLabel(column))).toEqual(
      [],
    );

    const tombstones = path.join(mkdtempSync(path.join(tmpdir(), 'hotelix-tombstones-')), 'tombstones.json');
    const counts = await erasePerson(team.db, key, owner, now, tombstones);
    expect(counts).toMatchObject({
      lead: 1,
      lead_event: 1,
      conversation_turn: 1,
      meeting: 1,
      notification: 1,
      newsletter: 1,
      audit: 1,
      request: 1,
    });
    const after = await everyRow(team.db);
    expect(tracesOf(after, erased!)).toEqual([]);
    // What still points at the erased lead: the record that it was deleted, and the audit's lines
    // of who did what to it (without their words), besides the erasure's own line, which names no one.
    const pointing = after.filter((row) => row.includes(leadIds[0]!));
    expect(pointing).toHaveLength(2);
    expect(pointing.some((row) => row.includes('"deleted_by":"chu@ks.vn"'))).toBe(true);
    expect(pointing.some((row) => row.includes('"action":"lead_owner_changed"') && row.includes('"detail":null'))).toBe(
      true,
    );
    for (const other of others) expect(tracesOf(after, other)).toEqual(tracesOf(before, other));
    expect(await lookUpPerson(team.db, key, owner)).toEqual([]);

    if (team.config?.dialect === 'sqlite') {
      // Not in the inbox index: no trigram of their mailbox is left there ('secure-delete').
      const mailbox = erased!.email.slice(0, erased!.email.indexOf('@'));
      await sql`CREATE VIRTUAL TABLE temp.lead_terms USING fts5vocab(main, lead_search, 'row')`.execute(team.db);
      const terms = await sql<{ term: string }>`SELECT term FROM temp.lead_terms`.execute(team.db);
      const left = terms.rows.map(({ term }) => term);
      expect(left).not.toContain(mailbox.slice(-3));
      expect(left).toContain(others[0]!.email.slice(0, 3));
      // Nor anywhere in the file or its write-ahead log: deleted rows are overwritten, not left in
      // free pages, and the log is checkpointed and emptied by the erasure itself.
      const file = Buffer.concat([readFileSync(team.config.file), readFileSync(`${team.config.file}-wal`)]);
      for (const mark of [erased!.email, erased!.name, erased!.phone])
        expect(file.includes(Buffer.from(mark))).toBe(false);
      expect(file.includes(Buffer.from(others[0]!.email))).toBe(true);
    }
  });

  it('keeps erased leads in their period’s funnel and totals, as counts that name no one', async () => {
    const owner = await team.addMember('chu@ks.vn', 'owner');
    const [lost, won, open] = fc.sample(fc.tuple(personArbitrary(8), personArbitrary(9), personArbitrary(10)), {
      numRuns: 1,
      seed: 54,
    })[0]!;
    const lostId = await storeLead(team.db, lost!, now.toISOString(), { status: 'lost' });
    for (const status of ['contacted', 'demo', 'lost'] as const) {
      await team.db
        .insertInto('lead_events')
        .values({
          id: randomUUID(),
          contact_id: lostId,
          kind: 'status',
          status,
          note: null,
          author_email: 'sale@ks.vn',
          created_at: now.toISOString(),
        })
        .execute();
    }
    await storeLead(team.db, won!, now.toISOString(), { status: 'won', source: 'pricing' });
    await storeLead(team.db, open!, now.toISOString());
    const span = { start: '2026-12-01T00:00:00.000Z', end: '2026-12-08T00:00:00.000Z' };
    const counts = async () => ({
      perStatus: await leadsPerStatus(team.db, span),
      totals: await leadsAndWon(team.db, span),
      furthest: await lostLeadsFurthestStep(team.db, span),
      perHour: (await leadsPerHour(team.db, span)).sort((a, b) => a.source.localeCompare(b.source)),
    });
    const before = await counts();
    expect(before).toMatchObject({
      perStatus: { lost: 1, won: 1, new: 1 },
      totals: { leads: 3, won: 1 },
      furthest: { demo: 1 },
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'hotelix-tombstones-')), 'tombstones.json');
    for (const person of [lost!, won!])
      await erasePerson(team.db, readPersonQuery(person.email) as PersonKey, owner, now, file);
    expect(await team.db.selectFrom('contacts').select('id').execute()).toHaveLength(1);
    const after = await counts();
    expect({ ...after, perHour: after.perHour.reduce((sum, row) => sum + row.count, 0) }).toEqual({
      ...before,
      perHour: before.perHour.reduce((sum, row) => sum + row.count, 0),
    });
    // What keeps them counted holds nothing of theirs.
    const kept = JSON.stringify(await team.db.selectFrom('lead_deletions').selectAll().execute()).toLowerCase();
    for (const person of [lost!, won!]) expect(tracesOf([kept], person)).toEqual([]);
  });

  it('corrects a name, an e-mail and a phone everywhere they were copied, and the inbox finds the new ones', async () => {
    const owner = await team.addMember('chu@ks.vn', 'owner');
    const [person] = fc.sample(personArbitrary(4), { numRuns: 1, seed: 7 });
    const id = await seedPerson(team.db, person!, owner.id, 1);
    const key = readPersonQuery(person!.phone) as PersonKey;
    const change = { name: 'Nguyễn Thị Sửa Lại', email: 'Moi@KhachSan.vn', phone: '0988 777 666' };
    expect(await correctPerson(team.db, key, change, owner)).toEqual({ leads: 1, subscriptions: 1 });

    const lead = await team.db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ ...change, email_key: 'moi@khachsan.vn', phone_e164: '+84988777666' });
    expect(lead.search_text).toContain('moi@khachsan.vn');
    expect(lead.search_text).not.toContain(person!.email);
    // The list keeps addresses in lower case: the corrected one too, so it stays one row per mailbox.
    const subscriber = await team.db.selectFrom('newsletter_subscribers').select('email').executeTakeFirstOrThrow();
    expect(subscriber.email).toBe('moi@khachsan.vn');
    // Found by the new phone, not by the old one.
    expect(await lookUpPerson(team.db, readPersonQuery('+84 988 777 666') as PersonKey, owner)).not.toEqual([]);
    expect(await lookUpPerson(team.db, key, owner)).toEqual([]);
    // The audit log says what was corrected, not to what.
    const line = await team.db
      .selectFrom('audit_events')
      .select('detail')
      .where('action', '=', 'personal_data_corrected')
      .executeTakeFirstOrThrow();
    expect(line.detail).toBe('Sửa họ tên, e-mail, số điện thoại ở 1 yêu cầu và 1 đăng ký bản tin');
  });

  it('applies after a restore only what was erased since, as it was erased: a returning visitor and a shared phone kept', async () => {
    const owner = await team.addMember('chu@ks.vn', 'owner');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'hotelix-tombstones-')), 'tombstones.json');
    const [alice, bob, carol] = fc.sample(fc.tuple(personArbitrary(5), personArbitrary(6), personArbitrary(7)), {
      numRuns: 1,
      seed: 11,
    })[0]!;
    // Carol works at Bob's hotel and gave its reception phone too.
    const colleague = { ...carol!, phone: bob!.phone, e164: bob!.e164 };
    await seedPerson(team.db, alice!, owner.id, 1);
    await erasePerson(team.db, readPersonQuery(alice!.email) as PersonKey, owner, now, file);
    // Alice writes again, consenting anew; then Bob and Carol write.
    await storeLead(team.db, alice!, new Date(now.getTime() + 86_400_000).toISOString());
    await storeLead(team.db, bob!, now.toISOString());
    await storeLead(team.db, colleague, now.toISOString());
    const backedUp = await team.db.selectFrom('personal_data_tombstones').select('key_hash').execute();
    // Bob asks to be erased, by his e-mail; then a backup from before that is restored: Bob's lead is
    // back, his tombstones are not in the database.
    await erasePerson(team.db, readPersonQuery(bob!.email) as PersonKey, owner, now, file);
    await storeLead(team.db, bob!, now.toISOString());
    // The backup also held his request about his data, with his address.
    await team.db
      .insertInto('personal_data_requests')
      .values({
        id: randomUUID(),
        kind: 'erase',
        email: bob!.email,
        email_key: bob!.email.toLowerCase(),
        detail: `Tôi là ${bob!.name}`,
        source: 'form',
        created_at: now.toISOString(),
        requested_at: now.toISOString(),
        confirmed_at: now.toISOString(),
        done_at: null,
        done_by: null,
      })
      .execute();
    await team.db
      .deleteFrom('personal_data_tombstones')
      .where(
        'key_hash',
        'not in',
        backedUp.map((row) => row.key_hash),
      )
      .execute();

    expect(await applyTombstones(team.db, file, now)).toMatchObject({ applied: 1, erased: { lead: 1, request: 1 } });
    // Alice's (scrubbed by her erasure) and Bob's (by the restore's): neither holds an address.
    expect(await team.db.selectFrom('personal_data_requests').select(['email', 'detail']).execute()).toEqual([
      { email: '', detail: null },
      { email: '', detail: null },
    ]);
    const names = (await team.db.selectFrom('contacts').select('name').execute()).map((row) => row.name);
    expect(names.sort()).toEqual([alice!.name, colleague.name].sort());
  });
});
