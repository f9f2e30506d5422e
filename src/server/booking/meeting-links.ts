import type { Kysely } from 'kysely';
import { siteConfig } from '../../lib/site-config.ts';
import type { Database, DemoMeetingRow } from '../db/database.ts';
import { signatureMatches, signingKey, signText } from '../signing/signing-key.ts';

// The visitor's links to their meeting, in the confirmation page and e-mails: to see it (and add it
// to a calendar), to change its time, to cancel it. Each is signed for one purpose and one version of
// the meeting (its sequence), and expires when the meeting ends: a replayed link (after a change)
// or an altered one does nothing. The key is the server's signing key (signing-key.ts).

export const meetingLinkPurposes = { view: 'v', reschedule: 'r', cancel: 'c' } as const;
export type MeetingLinkPurpose = keyof typeof meetingLinkPurposes;

/** The confirmation page stays readable a month after the meeting (the visitor may look back). */
const viewAfterMs = 30 * 86_400_000;

/** A link's token for `meeting` and `purpose`. */
export async function meetingToken(
  db: Kysely<Database>,
  meeting: Pick<DemoMeetingRow, 'id' | 'sequence' | 'ends_at'>,
  purpose: MeetingLinkPurpose,
): Promise<string> {
  const expires = Math.floor((Date.parse(meeting.ends_at) + (purpose === 'view' ? viewAfterMs : 0)) / 1000);
  const body = `${meeting.id}.${meetingLinkPurposes[purpose]}.${meeting.sequence}.${expires}`;
  return `${body}.${signText(await signingKey(db), body)}`;
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
  if (!signatureMatches(await signingKey(db), body, match[5]!)) return undefined;
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
