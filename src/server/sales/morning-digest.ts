import type { Kysely } from 'kysely';
import escapeHtml from 'escape-html';
import { formatDateTime } from '../../lib/format.ts';
import { isWorkingDay, type WeeklyHours } from '../../lib/sales/office-hours.ts';
import { nextStepLine } from '../../lib/sales/sales-labels.ts';
import { siteConfig } from '../../lib/site-config.ts';
import { minutesIntoVietnamDay, vietnamDateOf } from '../../lib/vietnam-time.ts';
import type { ContactRow, Database } from '../db/database.ts';
import type { AccountMail } from '../auth/index.ts';
import { log } from '../log.ts';
import { claimDigest, salesAccounts } from './assignment.repository.ts';
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

/** A salesperson's morning e-mail: their overdue next steps, then today's, each with its lead's link. */
export function digestMail(to: string, steps: { overdue: ContactRow[]; later: ContactRow[] }): AccountMail {
  const total = steps.overdue.length + steps.later.length;
  const subject = `Việc hôm nay: ${total} khách hàng cần liên hệ${steps.overdue.length ? ` (${steps.overdue.length} quá hạn)` : ''}`;
  const item = (lead: ContactRow, overdue: boolean) => ({
    text: line(lead, overdue),
    link: new URL(`/admin/leads/${lead.id}`, siteConfig.siteUrl).href,
  });
  const items = [...steps.overdue.map((lead) => item(lead, true)), ...steps.later.map((lead) => item(lead, false))];
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
 * steps due today and overdue. Each member's digest is claimed in the database before it is sent,
 * so several instances (and a restart) send it once per member and day; a send that fails after its
 * claim is logged, not repeated: once at most, never twice. Returns how many were sent.
 */
export async function sendMorningDigests(
  db: Kysely<Database>,
  now: Date,
  week: WeeklyHours,
  send: (mail: AccountMail) => Promise<boolean>,
): Promise<number> {
  if (minutesIntoVietnamDay(now) < sendFromMinute || !isWorkingDay(now, week)) return 0;
  const day = vietnamDateOf(now);
  let sent = 0;
  for (const member of await salesAccounts(db)) {
    if (!(await claimDigest(db, member.id, day, now.toISOString()))) continue;
    const steps = await todaysSteps(db, member.id, now);
    if (!steps.overdue.length && !steps.later.length) continue;
    if (await send(digestMail(member.email, steps))) sent += 1;
    else log.error('digest_not_sent', { to: member.email, day });
  }
  return sent;
}
