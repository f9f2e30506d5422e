import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { closedDayNotices, noticeOf, unknownActionMessage } from '../../lib/booking/availability-notices.ts';
import { vietnamDateOf } from '../../lib/vietnam-time.ts';
import type { Database } from '../db/database.ts';
import type { PageAnswer } from '../http/page-answer.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { handleClosedDayAction } from './closed-days-actions.ts';
import { closedDaysFrom } from './closed-days.repository.ts';

/** 'Ngày nghỉ của công ty' as it is shown: the coming closed days, and what the last post came to. */
export interface ClosedDaysView extends PageAnswer {
  today: string;
  days: Array<{ day: string; name: string }>;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A refused rename: its day's row shows why. */
  renameError?: { day: string; message: string } | undefined;
  notice?: string | undefined;
}

/**
 * /admin/ngay-nghi, 'Ngày nghỉ của công ty', owners only (admin-access.ts): days nobody holds demos.
 * Seeded once with the coming public holidays (closed-days-seed.ts); the rest is the owner's list.
 */
export async function closedDaysPage(
  db: Kysely<Database>,
  staff: SignedInStaff,
  context: APIContext,
): Promise<Response | ClosedDaysView> {
  const now = new Date();
  const today = vietnamDateOf(now);
  let status = 200;
  let values: Record<string, string> = {};
  let errors: Record<string, string> = {};
  let renameError: ClosedDaysView['renameError'];
  if (context.request.method === 'POST') {
    const form = await readForm(context.request);
    if (typeof form === 'string') return bodyProblemResponse(form);
    const outcome = await handleClosedDayAction(db, form, staff, now);
    if (outcome.kind === 'bad_request') return new Response(`${unknownActionMessage}\n`, { status: 400 });
    if (outcome.kind === 'notice') return context.redirect(`/admin/ngay-nghi?thong-bao=${outcome.notice}`, 303);
    status = 422;
    if (outcome.form === 'add') [values, errors] = [Object.fromEntries(form), outcome.errors];
    else renameError = { day: outcome.day, message: outcome.errors.name ?? '' };
  }
  return {
    status,
    today,
    days: await closedDaysFrom(db, today),
    values,
    errors,
    renameError,
    notice: noticeOf(closedDayNotices, context.url.searchParams.get('thong-bao')),
  };
}
