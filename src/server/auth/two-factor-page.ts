import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import type { Database } from '../db/database.ts';
import type { PageAnswer } from '../http/page-answer.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { findUserById } from './staff.repository.ts';
import { handleTwoFactorAction } from './two-factor-actions.ts';
import { countRecoveryCodes } from './two-factor.repository.ts';
import { enrolment, isTwoFactorRequired, type Enrolment } from './two-factor.service.ts';

/** /admin/hai-buoc as it is shown: enrolment or the state of two-factor sign-in, and what the last action came to. */
export interface TwoFactorView extends PageAnswer {
  required: boolean;
  /** The secret and its QR code while two-factor sign-in is off. */
  setup?: Enrolment | undefined;
  /** When it was turned on, while it is on. */
  enabledAt: string | null;
  codesLeft: number;
  problem?: string | undefined;
  /** Recovery codes made by this post: shown in this answer only. */
  codes?: { codes: string[]; enabled: boolean } | undefined;
  turnedOff: boolean;
}

/**
 * /admin/hai-buoc: two-factor sign-in for the signed-in member (admin-access.ts); where
 * require-staff.ts sends an account without it while owners require it. Recovery codes are shown in
 * the answer that made them.
 */
export async function twoFactorPage(
  db: Kysely<Database>,
  staff: SignedInStaff,
  context: APIContext,
): Promise<Response | TwoFactorView> {
  let status = 200;
  let problem: string | undefined;
  let codes: TwoFactorView['codes'];
  let member = staff;
  if (context.request.method === 'POST') {
    const form = await readForm(context.request);
    if (typeof form === 'string') return bodyProblemResponse(form);
    const outcome = await handleTwoFactorAction(db, form, staff);
    if (outcome.kind === 'off') return context.redirect('/admin/hai-buoc?da-tat=1', 303);
    if (outcome.kind === 'codes') {
      codes = outcome;
      member = { ...staff, twoFactor: true };
    } else {
      problem = outcome.message;
      status = outcome.status;
    }
  }
  const required = await isTwoFactorRequired(db);
  const user = (await findUserById(db, member.id))!;
  const setup = user.totp_enabled_at ? undefined : await enrolment(db, member);
  const codesLeft = user.totp_enabled_at ? await countRecoveryCodes(db, member.id) : 0;
  return {
    status,
    required,
    setup,
    enabledAt: user.totp_enabled_at,
    codesLeft,
    problem,
    codes,
    turnedOff: context.url.searchParams.has('da-tat'),
  };
}
