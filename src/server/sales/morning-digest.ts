import type { Kysely } from 'kysely';
import escapeHtml from 'escape-html';
import { formatDateTime } from '../../lib/format.ts';
import { isWorkingDay, type WeeklyHours } from '../../lib/sales/office-hours.ts';
import { nextStepLine } from '../../lib/sales/sales-labels.ts';
import { personalDataPath } from '../../lib/personal-data/personal-data-page.ts';
import { personRequestKinds, requestClock, type OpenPersonRequest } from '../../lib/personal-data/person-requests.ts';
import { siteConfig } from '../../lib/site-config.ts';
import { minutesIntoVietnamDay, vietnamDateOf } from '../../lib/vietnam-time.ts';
import type { ContactRow, Database } from '../db/database.ts';
import type { AccountMail } from '../auth/index.ts';
import { log } from '../log.ts';
import { claimDigest, digestAccounts } from './assignment.repository.ts';
import { todaysSteps } from './today.ts';

/** The digest goes out from 08:00, Vietnam time. */
const sendFromMinute = 8 * 60;

const line = (lead: ContactRow, overdue: boolean) => {
  const step = nextStepLine(
    { kind: lead.next_step_kind!, at: lead.next_step_at!, note: lead.next_step_note },
    formatDateTime,
  );
  return `${overdue ? 'Quá hạn · ' : ''}${step} · ${lead.company_name} (${lead.name}, ${lead.phone})`;
};

/** What a digest lists: a member's next steps, and for an owner the people's requests waiting for an answer. */
export interface DigestContent {
  overdue: ContactRow[];
  later: ContactRow[];
  requests?: readonly OpenPersonRequest[];
}

/** 'Dữ liệu cá nhân · Xóa dữ liệu · Còn 41 giờ (trả lời trước 07/12/2026 14:30)': no one's address in it. */
const requestLine = (request: OpenPersonRequest, now: Date) =>
  `Dữ liệu cá nhân · ${personRequestKinds[request.kind]} · ${requestClock(request.dueAt, now).text} (trả lời trước ${formatDateTime(request.dueAt)})`;

/** The subject: the steps, then the requests, whichever there are. */
function digestSubject(content: DigestContent): string {
  const steps = content.overdue.length + content.later.length;
  const requests = content.requests?.length ?? 0;
  const parts = [
    steps && `${steps} khách hàng cần liên hệ${content.overdue.length ? ` (${content.overdue.length} quá hạn)` : ''}`,
    requests && `${requests} yêu cầu về dữ liệu cá nhân chờ trả lời`,
  ].filter(Boolean);
  return `Việc hôm nay: ${parts.join('; ')}`;
}

/** A member's morning e-mail: the people's requests first (their clock runs), then overdue and today's next steps, each with its link. */
export function digestMail(to: string, content: DigestContent, now = new Date()): AccountMail {
  const subject = digestSubject(content);
  const item = (lead: ContactRow, overdue: boolean) => ({
    text: line(lead, overdue),
    link: new URL(`/admin/leads/${lead.id}`, siteConfig.siteUrl).href,
  });
  const requestsLink = new URL(personalDataPath, siteConfig.siteUrl).href;
  const items = [
    ...(content.requests ?? []).map((request) => ({ text: requestLine(request, now), link: requestsLink })),
    ...content.overdue.map((lead) => item(lead, true)),
    ...content.later.map((lead) => item(lead, false)),
  ];
  return {
    to,
    subject,
    text: [`${subject}.`, '', ...items.map((item) => `- ${item.text}\n  ${item.link}`), ''].join('\n'),
    html: `<p>${escapeHtml(subject)}.</p><ul>${items
      .map((item) => `<li><a href="${escapeHtml(item.link)}">${escapeHtml(item.text)}</a></li>`)
      .join('')}</ul>`,
  };
}

/**
 * At or after 08:00 Vietnam time on a working day, sends each salesperson one e-mail of their next
 * steps due today and overdue, and each owner one of theirs and of the people's requests about their
 * data waiting for an answer (`openRequests`). Each member's digest is claimed in the database before
 * it is sent, so several instances (and a restart) send it once per member and day; a send that
 * fails after its claim is logged, not repeated: once at most, never twice. Returns how many were sent.
 */
export async function sendMorningDigests(
  db: Kysely<Database>,
  now: Date,
  week: WeeklyHours,
  send: (mail: AccountMail) => Promise<boolean>,
  openRequests: () => Promise<readonly OpenPersonRequest[]> = async () => [],
): Promise<number> {
  if (minutesIntoVietnamDay(now) < sendFromMinute || !isWorkingDay(now, week)) return 0;
  const day = vietnamDateOf(now);
  let sent = 0;
  for (const member of await digestAccounts(db)) {
    if (!(await claimDigest(db, member.id, day, now.toISOString()))) continue;
    const steps = await todaysSteps(db, member.id, now);
    const requests = member.role === 'owner' ? await openRequests() : [];
    if (!steps.overdue.length && !steps.later.length && !requests.length) continue;
    if (await send(digestMail(member.email, { ...steps, requests }, now))) sent += 1;
    else log.error('digest_not_sent', { to: member.email, day });
  }
  return sent;
}
