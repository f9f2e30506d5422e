import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditActor } from '../../lib/audit/audit-actor.ts';
import { formatDateTime } from '../../lib/format.ts';
import {
  personRequestKinds,
  requestDueAt,
  type OpenPersonRequest,
  type PersonRequestInput,
  type PersonRequestKind,
} from '../../lib/personal-data/person-requests.ts';
import { emailIdentity } from '../../lib/sales/email-identity.ts';
import { siteConfig } from '../../lib/site-config.ts';
import { audit } from '../audit/index.ts';
import { accountMailConfigured, sendAccountMail, shortMail, type AccountMail } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { answerFloor, type AnswerTimer } from '../http/answer-floor.ts';
import { announceOutbox } from '../notify/index.ts';
import { allowRequest } from '../rate-limit/rate-limiter.ts';
import {
  countLinkMail,
  deleteUnconfirmedBefore,
  findOpenRequest,
  findRequest,
  insertRequest,
  markConfirmed,
  markDone,
  openConfirmedRequests,
  renewRequest,
} from './person-request.repository.ts';
import { readRequestToken, requestLink, requestToken } from './request-link.ts';
import { withdrawConsentRows } from './withdraw-consent.repository.ts';

// A person's own request about their data ('Yêu cầu về dữ liệu cá nhân'): anyone may type any
// address, so nothing happens until the address is proven by the signed link e-mailed to it; then
// the owner sees it with its 72-hour clock. The page answers the same whoever's address it is: no
// lead nor list is looked at before the proof, and the e-mail goes after the answer.

/** Every request is answered no sooner than this after it arrived, mail or none. */
const answerAfterMs = 400;
// Per address: a few links an hour for a person who lost the first; no flood of someone's mailbox.
const perAddress = { perMinute: 0, perHour: 3 };
// Per client: an office behind one address, not a list of strangers' addresses.
const perClient = { perMinute: 5, perHour: 20 };
/** At most this many links are e-mailed for one open request, however long it is renewed. */
export const linkMailsPerRequest = 5;

/** Whether the page can prove an address: the install sends e-mail (SMTP_URL and NOTIFY_EMAIL_FROM). */
export const personRequestsByMail = accountMailConfigured;

const mailboxHash = (emailKey: string) => createHash('sha256').update(emailKey).digest('base64url');

const kindLine = (kind: PersonRequestKind) => `“${personRequestKinds[kind]}”`;

/** The link e-mail: nothing the visitor typed but the address it goes to. */
function linkMail(to: string, kind: PersonRequestKind, link: string): AccountMail {
  return shortMail(
    to,
    `Xác nhận yêu cầu về dữ liệu cá nhân tại ${siteConfig.brand}`,
    [
      'Kính chào anh/chị,',
      `Chúng tôi vừa nhận yêu cầu ${kindLine(kind)} cho dữ liệu gắn với địa chỉ email này.`,
      'Nhấn nút dưới đây trong 24 giờ để xác nhận đây đúng là yêu cầu của anh/chị. Chỉ đường dẫn trong thư mới nhất dùng được. Sau khi xác nhận, chúng tôi trả lời trong vòng 72 giờ.',
      'Nếu không phải anh/chị yêu cầu, hãy bỏ qua thư này: không có gì thay đổi.',
    ],
    { link, action: 'Xác nhận yêu cầu' },
  );
}

/** A repeat of a request already confirmed: it is under way, no new link. */
function underWayMail(to: string, kind: PersonRequestKind, confirmedAt: string): AccountMail {
  return shortMail(to, `Yêu cầu về dữ liệu cá nhân tại ${siteConfig.brand} đang được xử lý`, [
    'Kính chào anh/chị,',
    `Yêu cầu ${kindLine(kind)} cho địa chỉ email này đã được xác nhận lúc ${formatDateTime(confirmedAt)}. Chúng tôi sẽ trả lời trước ${formatDateTime(requestDueAt(confirmedAt))}.`,
    'Nếu không phải anh/chị gửi lại yêu cầu, hãy bỏ qua thư này.',
  ]);
}

export type PersonRequestAnswer = 'answered' | 'limited';

/**
 * The public form: stores the request (merged into the same address's open request of that kind)
 * and e-mails the link that proves the address, after the answer. 'limited' when this client or
 * this address asked too often; 'answered' otherwise, the same for any address.
 */
export async function requestFromPerson(
  db: Kysely<Database>,
  input: PersonRequestInput,
  request: { client: string; now: Date },
  timer?: AnswerTimer,
  send: (mail: AccountMail) => Promise<boolean> = sendAccountMail,
): Promise<PersonRequestAnswer> {
  const floor = answerFloor(answerAfterMs, timer);
  const emailKey = emailIdentity(input.email)!;
  const at = request.now.toISOString();
  let result: PersonRequestAnswer = 'answered';
  let mail: AccountMail | undefined;
  try {
    if (!(await allowRequest(db, 'data-request-client', request.client, perClient, request.now))) result = 'limited';
    // Past the mailbox's share the answer is the same and nothing goes: a refusal would tell anyone
    // that someone asked for that address. Counted by a hash: the address is no rate limit's business.
    else if (await allowRequest(db, 'data-request-address', mailboxHash(emailKey), perAddress, request.now))
      mail = await storeRequest(db, input, emailKey, at, request.now);
  } finally {
    await floor();
  }
  // Sent after the answer, so its time (seconds when the mail server is slow) shows nowhere.
  if (mail) void send(mail);
  return result;
}

/** Stores or merges the request; the e-mail it calls for, if any. */
async function storeRequest(
  db: Kysely<Database>,
  input: PersonRequestInput,
  emailKey: string,
  at: string,
  now: Date,
): Promise<AccountMail | undefined> {
  const open = await findOpenRequest(db, emailKey, input.kind);
  if (open?.confirmed_at) return underWayMail(input.email, input.kind, open.confirmed_at);
  if (open && open.link_mails >= linkMailsPerRequest) return undefined;
  const id = open?.id ?? randomUUID();
  if (open) await renewRequest(db, id, { email: input.email, detail: input.detail, at });
  else {
    const row = { id, kind: input.kind, email: input.email, email_key: emailKey, detail: input.detail };
    // Another post for the same mailbox and kind stored first (a double tap, another server): merge.
    if (!(await insertRequest(db, { ...row, source: 'form', at, confirmed: false })))
      return storeRequest(db, input, emailKey, at, now);
  }
  const version = await countLinkMail(db, id);
  return linkMail(input.email, input.kind, requestLink(await requestToken(db, id, version, now)));
}

/** What the link's page can do: confirm (the request's kind), or why not. */
export type RequestLinkState =
  | { state: 'open'; kind: PersonRequestKind; detail: string | null }
  | { state: 'wrong' | 'expired' | 'replaced' }
  | { state: 'used'; confirmedAt: string | null };

/** What the e-mailed link `token` opens, at `now`: only the latest link of an unconfirmed request, within its hours. */
export async function openRequestLink(db: Kysely<Database>, token: unknown, now: Date): Promise<RequestLinkState> {
  return (await readLink(db, token, now)).link;
}

/** The link's state, and for an open one the request and version it names. */
async function readLink(
  db: Kysely<Database>,
  token: unknown,
  now: Date,
): Promise<{ link: RequestLinkState; id?: string; version?: number }> {
  const read = await readRequestToken(db, token, now);
  if (read === 'wrong') return { link: { state: 'wrong' } };
  const row = await findRequest(db, read.id);
  if (!row) return { link: { state: read.expired ? 'expired' : 'wrong' } };
  if (row.confirmed_at || row.done_at) return { link: { state: 'used', confirmedAt: row.confirmed_at } };
  if (read.expired) return { link: { state: 'expired' } };
  if (read.version !== row.link_mails) return { link: { state: 'replaced' } };
  return { id: read.id, version: read.version, link: { state: 'open', kind: row.kind, detail: row.detail } };
}

/**
 * The person's tap on 'Xác nhận yêu cầu': starts the clock, and a withdrawal of consent takes effect
 * at once (newsletter stopped, their leads 'Không liên hệ'), in one transaction. The state it left:
 * 'confirmed' with the answer's due time, or why the link did nothing.
 */
export async function confirmRequest(
  db: Kysely<Database>,
  token: unknown,
  now: Date,
): Promise<
  { state: 'confirmed'; kind: PersonRequestKind; dueAt: string } | Exclude<RequestLinkState, { state: 'open' }>
> {
  const { link, id, version } = await readLink(db, token, now);
  // Open means its signature held: it names a request and a version.
  if (link.state !== 'open') return link;
  const at = now.toISOString();
  const done = await db.transaction().execute(async (trx) => {
    // The version this link was sent for: a repeat that landed since (new text, new link) wins.
    if (!(await markConfirmed(trx, id!, at, version))) return undefined;
    const row = (await findRequest(trx, id!))!;
    const withdrawn =
      row.kind === 'withdraw' && row.email_key
        ? await withdrawConsentRows(trx, row.email_key, row.email, now)
        : undefined;
    return { kind: row.kind, withdrawn };
  });
  // Another tap got there first (a double click, two tabs), or a repeat replaced the link: what the link says now.
  if (!done) {
    const now_ = await openRequestLink(db, token, now);
    return now_.state === 'open' ? { state: 'replaced' } : now_;
  }
  if (done.withdrawn?.demos) announceOutbox();
  const effect = done.withdrawn ? `: ${withdrawalLine(done.withdrawn)}` : '';
  await audit(db, {
    action: 'personal_data_request_confirmed',
    subject: id,
    detail: `${personRequestKinds[done.kind]}, xác nhận qua email${effect}`,
    at: now,
  });
  return { state: 'confirmed', kind: done.kind, dueAt: requestDueAt(at) };
}

/** What a withdrawal changed, for the audit log: counts, no one named. */
const withdrawalLine = (changed: { leads: number; subscriptions: number; demos: number }) =>
  `${changed.leads} yêu cầu chuyển sang Không liên hệ, ${changed.subscriptions} đăng ký bản tin hủy, ${changed.demos} lịch demo hủy`;

/**
 * A request the owner received by e-mail or phone and recorded: confirmed from now (the owner checked
 * who asked), or, when the same request already waits confirmed, left with its clock: 'running'.
 */
export async function recordRequest(
  db: Kysely<Database>,
  input: PersonRequestInput,
  by: AuditActor,
  now: Date,
): Promise<'recorded' | 'running'> {
  const emailKey = emailIdentity(input.email)!;
  const at = now.toISOString();
  const done = await db.transaction().execute(async (trx) => {
    const open = await findOpenRequest(trx, emailKey, input.kind);
    const id = open?.id ?? randomUUID();
    if (open?.confirmed_at) return { id, state: 'running' as const };
    if (open) {
      // Waiting for the person's link: the owner's word proves it, with the owner's text if given.
      await renewRequest(trx, id, { email: input.email, detail: input.detail ?? open.detail, at });
      await markConfirmed(trx, id, at);
    } else {
      const row = { id, kind: input.kind, email: input.email, email_key: emailKey, detail: input.detail };
      if (!(await insertRequest(trx, { ...row, source: 'owner', at, confirmed: true }))) return undefined;
    }
    const withdrawn = input.kind === 'withdraw' ? await withdrawConsentRows(trx, emailKey, by.email, now) : undefined;
    return { id, state: 'recorded' as const, withdrawn };
  });
  // The same request stored at that moment by another post: recorded into it.
  if (!done) return recordRequest(db, input, by, now);
  if (done.state === 'running') return 'running';
  if (done.withdrawn?.demos) announceOutbox();
  await audit(db, {
    action: 'personal_data_request_recorded',
    actor: by,
    subject: done.id,
    detail: `${personRequestKinds[input.kind]}${done.withdrawn ? `: ${withdrawalLine(done.withdrawn)}` : ''}`,
    at: now,
  });
  return 'recorded';
}

/** The owner answered request `id`: it leaves the list, keeping its kind and times only. False when it was not open. */
export async function answerRequest(db: Kysely<Database>, id: string, by: AuditActor, now: Date): Promise<boolean> {
  const row = await findRequest(db, id);
  if (!row || !(await markDone(db, id, by.email, now.toISOString()))) return false;
  await audit(db, {
    action: 'personal_data_request_done',
    actor: by,
    subject: id,
    detail: personRequestKinds[row.kind],
    at: now,
  });
  return true;
}

/** Confirmed requests waiting for an answer, the nearest due first. */
export async function openPersonRequests(db: Kysely<Database>): Promise<OpenPersonRequest[]> {
  const rows = await openConfirmedRequests(db);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    email: row.email,
    detail: row.detail,
    source: row.source,
    confirmedAt: row.confirmed_at!,
    dueAt: requestDueAt(row.confirmed_at!),
  }));
}

/** Unproven requests whose links have all expired are deleted: they hold an address nobody confirmed. */
export function pruneUnconfirmedRequests(db: Kysely<Database>, now: Date): Promise<number> {
  return deleteUnconfirmedBefore(db, new Date(now.getTime() - 24 * 3_600_000).toISOString());
}
