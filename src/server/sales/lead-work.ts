import type { Kysely } from 'kysely';
import type { CallOutcome } from '../../lib/leads/lead.ts';
import { leadStatuses, nextStatuses, type LeadStatusId } from '../../lib/leads/lead-labels.ts';
import { endingRefusals, endingRight } from '../../lib/sales/lead-rights.ts';
import {
  leadWorkMessage,
  leadWorkMessages as messages,
  leadWorkSearch,
  type LeadWorkAnswer,
  type LeadWorkErrors,
  stepSummary,
  workLeadOf,
} from '../../lib/sales/lead-work.ts';
import { officeMinutesBetween } from '../../lib/sales/office-hours.ts';
import { closedStatuses, isCallOutcome, isNextStepKind } from '../../lib/sales/sales-labels.ts';
import { isStepWhen, presetTime } from '../../lib/sales/step-presets.ts';
import { cleanFreeText } from '../../lib/text/unsafe-characters.ts';
import { vietnamTime } from '../../lib/vietnam-time.ts';
import { audit } from '../audit/index.ts';
import type { ContactRow, Database } from '../db/database.ts';
import type { LeadWorker } from '../../lib/sales/lead-worker.ts';
import { addNote, moveStatus } from '../inbox/inbox.repository.ts';
import { insertLeadEvent, markFirstResponse, setNextStep } from './lead-work.repository.ts';
import { recordNextStep, stepGraceMs, type NextStep } from './next-step.ts';
import { salesConfig } from './sales-config.ts';

/** The form read and checked: what to record on the lead. */
export interface LeadWork {
  outcome: CallOutcome | null;
  /** The status the lead moves to, or null to leave it. */
  movedTo: LeadStatusId | null;
  /** A new next step, 'keep' the one it has, or 'clear' it (the lead is ending). */
  step: NextStep | 'keep' | 'clear';
  note: string | null;
}

type Read = { work: LeadWork } | { errors: LeadWorkErrors; refused: boolean };

const clean = (value: string | null, max: number) =>
  cleanFreeText(value ?? '')
    .normalize('NFC')
    .trim()
    .slice(0, max);

/**
 * Reads the work form against the lead as it is now. Answering a new lead moves it to 'Đã liên hệ'
 * by itself; a status that ends the lead needs the right to end it and no step; any other call or
 * status needs a next step unless the lead already has one still ahead.
 */
export function readLeadWork(form: URLSearchParams, lead: ContactRow, by: LeadWorker, now: Date): Read {
  const errors: LeadWorkErrors = {};
  let refused = false;
  const rawOutcome = form.get('outcome') ?? '';
  const outcome = isCallOutcome(rawOutcome) ? rawOutcome : null;
  if (rawOutcome && !outcome) errors.outcome = messages.outcome;

  const from = form.get('from');
  const rawStatus = form.get('status') ?? '';
  let movedTo: LeadStatusId | null = null;
  // A status chosen on a page that saw another status: someone moved the lead meanwhile.
  if (rawStatus && from !== null && from !== lead.status) errors.status = messages.stale;
  else if (rawStatus) {
    const offered = nextStatuses(lead.status) as string[];
    if (offered.includes(rawStatus)) movedTo = rawStatus as LeadStatusId;
    else errors.status = messages.status;
  } else if (outcome === 'answered' && lead.status === 'new') movedTo = 'contacted';

  const closing = movedTo !== null && closedStatuses.has(movedTo);
  const right = endingRight(by, lead.owner_id);
  if (closing && right !== 'allowed') {
    errors.status = right === 'take_first' ? endingRefusals.takeFirst : endingRefusals.close;
    refused = true;
  }

  const note = clean(form.get('note'), 2000) || null;
  let step: LeadWork['step'] = 'keep';
  if (closing) step = 'clear';
  else {
    const read = readStep(form, note, now);
    if (typeof read === 'object' && 'error' in read) Object.assign(errors, read.error);
    else if (read !== 'none') step = read;
    else if ((outcome || movedTo) && !(lead.next_step_at && Date.parse(lead.next_step_at) > now.getTime()))
      errors.when = messages.needsStep;
  }
  if (!outcome && !movedTo && step === 'keep' && !note && !Object.keys(errors).length)
    errors.outcome = messages.nothing;
  // The person withdrew their consent (personal data): a note is all the team may add.
  if (lead.status === 'do_not_contact' && (outcome || step !== 'keep')) {
    errors.outcome = messages.doNotContact;
  }
  return Object.keys(errors).length ? { errors, refused } : { work: { outcome, movedTo, step, note } };
}

/** The form's next step: a quick choice or a typed date and time; 'none' when it keeps the lead's own. */
function readStep(
  form: URLSearchParams,
  note: string | null,
  now: Date,
): NextStep | 'none' | { error: LeadWorkErrors } {
  const date = form.get('step_date') ?? '';
  const time = form.get('step_time') ?? '';
  const rawWhen = form.get('when') ?? '';
  // Without JavaScript a date and time typed in, without ticking 'Chọn giờ…', still mean that time.
  const when = rawWhen || (date || time ? 'chon-gio' : 'giu');
  if (!isStepWhen(when)) return { error: { when: messages.when } };
  if (when === 'giu') return 'none';
  const kind = form.get('step_kind') || 'call';
  if (!isNextStepKind(kind)) return { error: { step_kind: messages.when } };
  if (kind === 'other' && !note) return { error: { note: messages.otherNeedsNote } };
  let at: Date | undefined;
  if (when === 'chon-gio') {
    at = vietnamTime(date, time);
    if (!at) return { error: { step_date: messages.dateTime } };
    if (at.getTime() < now.getTime() - stepGraceMs) return { error: { step_date: messages.passed } };
  } else {
    at = presetTime(when, now);
    if (!at) return { error: { when: messages.afternoonOver } };
  }
  const stepNote = note ? note.replace(/\s+/g, ' ').slice(0, 200) : null;
  return { kind, note: stepNote, at: at.toISOString() };
}

/**
 * Records the work in one transaction: the call, the status (only if the lead is still where the form
 * saw it), the first contact, the next step (or its end), a note. False when the lead had moved.
 */
export async function saveLeadWork(
  db: Kysely<Database>,
  lead: ContactRow,
  work: LeadWork,
  by: LeadWorker,
  at: Date,
): Promise<boolean> {
  // A millisecond apart, so the timeline reads call → status → step in the order they were made.
  const stamp = (offset: number) => new Date(at.getTime() + offset).toISOString();
  const author = by.email;
  const ownedBy = by.role === 'owner' ? undefined : (lead.owner_id ?? undefined);
  const closing = work.step === 'clear';
  const saved = await db
    .transaction()
    .execute(async (trx) => {
      if (work.outcome)
        await insertLeadEvent(trx, {
          contact_id: lead.id,
          kind: 'call',
          status: null,
          outcome: work.outcome,
          note: work.note,
          author_email: author,
          created_at: stamp(0),
        });
      else if (work.note) await addNote(trx, lead.id, work.note, author, stamp(0));
      if (work.movedTo) {
        const moved = await moveStatus(
          trx,
          lead.id,
          lead.status,
          work.movedTo,
          author,
          stamp(1),
          closing ? ownedBy : undefined,
        );
        if (!moved) throw new StaleLead();
      }
      if (work.outcome || work.movedTo) {
        const minutes = officeMinutesBetween(new Date(lead.created_at), at, salesConfig.officeHours);
        await markFirstResponse(trx, lead.id, by.id ?? null, stamp(0), minutes);
      }
      if (work.step === 'clear') await setNextStep(trx, lead.id, null);
      else if (work.step !== 'keep') await recordNextStep(trx, lead.id, work.step, author, stamp(2));
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof StaleLead) return false;
      throw error;
    });
  if (saved && work.movedTo)
    await audit(db, {
      action: 'lead_status_changed',
      actor: by,
      subject: lead.id,
      detail: `${leadStatuses[lead.status]} → ${leadStatuses[work.movedTo]}`,
      at,
    });
  return saved;
}

class StaleLead extends Error {}

/** The work form posted on a lead's page: read, saved, and answered (with the HTTP status to send). */
export async function handleLeadWork(
  db: Kysely<Database>,
  lead: ContactRow,
  form: URLSearchParams,
  by: LeadWorker,
  now: Date,
): Promise<{ answer: LeadWorkAnswer; status: number; search?: string }> {
  const read = readLeadWork(form, lead, by, now);
  if ('errors' in read) {
    // The reasons stand beside their fields; above the form, one line says to look at them.
    return { answer: { ok: false, message: messages.summary, errors: read.errors }, status: read.refused ? 403 : 422 };
  }
  const { work } = read;
  if (!(await saveLeadWork(db, lead, work, by, now)))
    return { answer: { ok: false, message: messages.stale, errors: {} }, status: 409 };
  // The lead as it now is: what the form shows next, and its step's line for the row that was called.
  const step = typeof work.step === 'object' ? work.step : null;
  const after: ContactRow = {
    ...lead,
    status: work.movedTo ?? lead.status,
    ...(work.step === 'keep'
      ? {}
      : { next_step_kind: step?.kind ?? null, next_step_at: step?.at ?? null, next_step_note: step?.note ?? null }),
  };
  return {
    answer: {
      ok: true,
      message: leadWorkMessage({ called: work.outcome !== null, movedTo: work.movedTo, step }, now),
      lead: workLeadOf(after, by, now),
      step: stepSummary(after, now)?.line ?? null,
    },
    status: 200,
    search: leadWorkSearch({ called: work.outcome !== null, movedTo: work.movedTo }),
  };
}
