import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { availabilityNotices, noticeOf, unknownActionMessage } from '../../lib/booking/availability-notices.ts';
import { vietnamDateOf } from '../../lib/vietnam-time.ts';
import { weekFormValues } from '../../lib/booking/weekly-hours-form.ts';
import { siteConfig } from '../../lib/site-config.ts';
import type { Database } from '../db/database.ts';
import type { PageAnswer } from '../http/page-answer.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { emailsMeetingVisitors } from '../notify/index.ts';
import { activeSalesAccounts, salesConfig } from '../sales/index.ts';
import { availabilityTarget, handleAvailabilityAction, type AvailabilityOwner } from './availability-actions.ts';
import { daysOffFrom, storedAvailability } from './availability-editing.repository.ts';
import { parseWeeklyHours } from '../../lib/sales/office-hours.ts';

/** 'Lịch nhận demo' as it is shown: whose page it is, their hours, link and days off, or why not. */
export interface AvailabilityView extends PageAnswer {
  /** Whose page: a salesperson's, the owner's list to choose from, or why none is shown. */
  kind: 'found' | 'forbidden' | 'not_found' | 'choose';
  /** The salesperson whose page it is. */
  found?: AvailabilityOwner | undefined;
  /** Whether it is the member's own page. */
  own: boolean;
  title: string;
  /** Where the page's forms post (with `?nv=` as asked). */
  action: string;
  today: string;
  hoursValues: Record<string, string>;
  hoursErrors: Record<string, string>;
  daysOff: Array<{ day: string; note: string | null }>;
  dayOffValues: Record<string, string>;
  dayOffErrors: Record<string, string>;
  /** The salespeople the owner role chooses from. */
  people: Array<{ id: string; name: string; email: string }>;
  notice?: string | undefined;
  /** The salesperson's personal booking link. */
  bookingHref: string;
  sendsEmail: boolean;
}

/**
 * /admin/lich-hen, 'Lịch nhận demo': a salesperson's demo hours, meeting link and days off. Their own
 * page, or any salesperson's for the owner role (?nv=<id>); another salesperson's is 403. Posts come
 * back with a notice (post, redirect, get); a refusal shows the form again with what was typed (422).
 */
export async function availabilityPage(
  db: Kysely<Database>,
  staff: SignedInStaff,
  context: APIContext,
): Promise<Response | AvailabilityView> {
  const asked = context.url.searchParams.get('nv');
  const target = await availabilityTarget(db, staff, asked);
  const now = new Date();
  const today = vietnamDateOf(now);
  const action = asked ? `/admin/lich-hen?nv=${encodeURIComponent(asked)}` : '/admin/lich-hen';
  let status = 200;
  let hoursValues: Record<string, string> | undefined;
  let hoursErrors: Record<string, string> = {};
  let dayOffValues: Record<string, string> = {};
  let dayOffErrors: Record<string, string> = {};
  if (target.kind === 'forbidden') status = 403;
  else if (target.kind === 'not_found') status = 404;
  else if (context.request.method === 'POST') {
    if (target.kind !== 'found') return new Response(`${unknownActionMessage}\n`, { status: 400 });
    const form = await readForm(context.request);
    if (typeof form === 'string') return bodyProblemResponse(form);
    const outcome = await handleAvailabilityAction(db, form, staff, target.user, now);
    if (outcome.kind === 'bad_request') return new Response(`${unknownActionMessage}\n`, { status: 400 });
    if (outcome.kind === 'notice') {
      const separator = action.includes('?') ? '&' : '?';
      return context.redirect(`${action}${separator}thong-bao=${outcome.notice}`, 303);
    }
    status = 422;
    const typed = Object.fromEntries(form);
    if (outcome.form === 'hours') [hoursValues, hoursErrors] = [typed, outcome.errors];
    else [dayOffValues, dayOffErrors] = [typed, outcome.errors];
  }
  const found = target.kind === 'found' ? target.user : undefined;
  const own = found?.id === staff.id;
  const stored = found ? await storedAvailability(db, found.id) : undefined;
  const week = parseWeeklyHours(stored?.weekly_hours) ?? salesConfig.officeHours;
  return {
    status,
    kind: target.kind,
    found,
    own,
    title: found && !own ? `Lịch nhận demo: ${found.name || found.email}` : 'Lịch nhận demo',
    action,
    today,
    hoursValues: hoursValues ?? { ...weekFormValues(week), meeting_link: stored?.meeting_link ?? '' },
    hoursErrors,
    daysOff: found ? await daysOffFrom(db, found.id, today) : [],
    dayOffValues,
    dayOffErrors,
    people: target.kind === 'choose' ? await activeSalesAccounts(db) : [],
    notice: noticeOf(availabilityNotices, context.url.searchParams.get('thong-bao')),
    bookingHref: found ? new URL(`/dat-lich-demo?nv=${encodeURIComponent(found.id)}`, siteConfig.siteUrl).href : '',
    sendsEmail: emailsMeetingVisitors(),
  };
}
