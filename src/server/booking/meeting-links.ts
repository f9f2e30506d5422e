import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { siteConfig } from '../../lib/site-config.ts';
import type { Database, DemoMeetingRow } from '../db/database.ts';

// The visitor's links to their meeting, in the confirmation page and e-mails: to see it (and add it
// to a calendar), to change its time, to cancel it. Each is signed for one purpose and one version of
// the meeting (its sequence), and expires when the meeting ends: a replayed link (after a change)
// or an altered one does nothing. The key is made once and kept in the database, so every instance
// signs and checks alike, without a setting to forget.

export const meetingLinkPurposes = { view: 'v', reschedule: 'r', cancel: 'c' } as const;
export type MeetingLinkPurpose = keyof typeof meetingLinkPurposes;

const secretKey = 'meeting_link_secret';
/** The confirmation page stays readable a month after the meeting (the visitor may look back). */
const viewAfterMs = 30 * 86_400_000;
const keys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

async function readKey(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto('team_settings')
    .values({ key: secretKey, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('team_settings')
    .select('value')
    .where('key', '=', secretKey)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

function keyOf(db: Kysely<Database>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = readKey(db);
    // A failed read (database down) is tried again next time, not remembered.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url').slice(0, 32);

/** A link's token for `meeting` and `purpose`. */
export async function meetingToken(
  db: Kysely<Database>,
  meeting: Pick<DemoMeetingRow, 'id' | 'sequence' | 'ends_at'>,
  purpose: MeetingLinkPurpose,
): Promise<string> {
  const expires = Math.floor((Date.parse(meeting.ends_at) + (purpose === 'view' ? viewAfterMs : 0)) / 1000);
  const body = `${meeting.id}.${meetingLinkPurposes[purpose]}.${meeting.sequence}.${expires}`;
  return `${body}.${sign(await keyOf(db), body)}`;
}

/** What a well-signed, unexpired token names; undefined for anything else. */
export async function readMeetingToken(
  db: Kysely<Database>,
  token: unknown,
  purpose: MeetingLinkPurpose,
  now: Date,
): Promise<{ meetingId: string; sequence: number } | undefined> {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const match = /^([0-9a-f-]{36})\.([vrc])\.(\d{1,6})\.(\d{1,12})\.([\w-]{32})$/.exec(token);
  if (!match || match[2] !== meetingLinkPurposes[purpose]) return undefined;
  const body = token.slice(0, token.lastIndexOf('.'));
  const expected = Buffer.from(sign(await keyOf(db), body));
  const given = Buffer.from(match[5]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (Number(match[4]) * 1000 <= now.getTime()) return undefined;
  return { meetingId: match[1]!, sequence: Number(match[3]) };
}

/** The visitor's three links to `meeting`, as full addresses (for e-mails) with their paths. */
export async function meetingLinks(
  db: Kysely<Database>,
  meeting: Pick<DemoMeetingRow, 'id' | 'sequence' | 'ends_at'>,
): Promise<Record<MeetingLinkPurpose, string>> {
  const paths: Record<MeetingLinkPurpose, string> = {
    view: '/dat-lich-demo/da-dat',
    reschedule: '/dat-lich-demo/doi-gio',
    cancel: '/dat-lich-demo/huy',
  };
  const entries = await Promise.all(
    (Object.keys(paths) as MeetingLinkPurpose[]).map(async (purpose) => {
      const token = await meetingToken(db, meeting, purpose);
      return [purpose, new URL(`${paths[purpose]}?ma=${encodeURIComponent(token)}`, siteConfig.siteUrl).href] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<MeetingLinkPurpose, string>;
}
