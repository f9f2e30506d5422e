import type { Transaction } from 'kysely';
import { formatDateTime } from '../../lib/format.ts';
import type { NextStepKind } from '../../lib/leads/lead.ts';
import { isNextStepKind, nextStepLine } from '../../lib/sales/sales-labels.ts';
import { cleanFreeText } from '../../lib/text/unsafe-characters.ts';
import { vietnamTime } from '../../lib/vietnam-time.ts';
import type { Database } from '../db/database.ts';
import { insertLeadEvent, setNextStep } from './lead-work.repository.ts';

/** A next step as read from a form. */
export interface NextStep {
  kind: NextStepKind;
  note: string | null;
  /** ISO-8601 UTC. */
  at: string;
}

// A step set for 'now' arrives a little after the minute it names: that much of the past is fine.
export const stepGraceMs = 10 * 60_000;

/**
 * The next step in a form (step_kind, step_note, step_date, step_time in Vietnam time): null when
 * the form has none, 'invalid' when it is incomplete, in the past, or 'other' without a note.
 */
export function readNextStep(form: URLSearchParams, now: Date): NextStep | null | 'invalid' {
  const kind = form.get('step_kind') ?? '';
  const date = form.get('step_date') ?? '';
  const time = form.get('step_time') ?? '';
  const note =
    cleanFreeText(form.get('step_note') ?? '')
      .replace(/\s+/g, ' ')
      .normalize('NFC')
      .trim()
      .slice(0, 200) || null;
  if (!kind && !date && !time && !note) return null;
  const at = vietnamTime(date, time);
  if (!isNextStepKind(kind) || !at || at.getTime() < now.getTime() - stepGraceMs || (kind === 'other' && !note))
    return 'invalid';
  return { kind, note, at: at.toISOString() };
}

/** Sets a lead's next step and puts it on the timeline, in the caller's transaction. */
export async function recordNextStep(
  trx: Transaction<Database>,
  id: string,
  step: NextStep,
  author: string,
  now: string,
): Promise<void> {
  await setNextStep(trx, id, step);
  const note = `Bước tiếp theo: ${nextStepLine(step, formatDateTime)}`;
  await insertLeadEvent(trx, {
    contact_id: id,
    kind: 'next_step',
    status: null,
    note,
    author_email: author,
    created_at: now,
  });
}
