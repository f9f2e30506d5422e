import type { Kysely } from 'kysely';
import { foldedQuestion } from '../../lib/assistant/question-text.ts';
import { scrubPersonalData } from '../../lib/assistant/scrub.ts';
import {
  unansweredPageSize,
  type UnansweredOrder,
  type UnansweredReport,
} from '../../lib/assistant/unanswered-report.ts';
import { vietnamDateOf } from '../../lib/vietnam-time.ts';
import type { Database } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import {
  addUnanswered,
  latestWordings,
  unansweredGroupCount,
  unansweredGroups,
} from './unanswered-questions.repository.ts';

// Questions the assistant was not sure of, for the editors to answer in the FAQ: the
// question's text alone, phone numbers and e-mail addresses removed, and the day. Nothing else about
// the visitor: no address, no browser, no conversation, no time of day.

/** The folded text that groups a kept wording: as NFKC reads it ('m²' and 'm2' are one wording). */
export function unansweredGroupOf(kept: string): string {
  return foldedQuestion(kept.normalize('NFKC'));
}

/**
 * Keeps `question` (already cleaned) as one the assistant could not answer on `now`'s day. Never
 * throws: the visitor's reply does not wait on it, and a failure is a warning without the text.
 */
export async function recordUnanswered(db: Kysely<Database>, question: string, now: Date): Promise<void> {
  try {
    // Kept as typed, but for the personal data.
    const scrubbed = scrubPersonalData(question);
    const folded = unansweredGroupOf(scrubbed);
    if (folded) await addUnanswered(db, vietnamDateOf(now), folded, scrubbed);
  } catch (error) {
    if (!storageProblem(error)) log.warn('unanswered_question_not_kept', { error });
  }
}

/** How many different questions wait for an answer: the FAQ editors' list says so beside its link here. */
export function unansweredQuestionCount(db: Kysely<Database>): Promise<number> {
  return unansweredGroupCount(db);
}

/** Page `page` of the unanswered questions in `order` (a page past the last shows the last). */
export async function loadUnansweredReport(
  db: Kysely<Database>,
  order: UnansweredOrder,
  page: number,
): Promise<UnansweredReport> {
  const total = await unansweredGroupCount(db);
  const pageCount = Math.ceil(total / unansweredPageSize);
  const shown = Math.max(1, Math.min(page, pageCount));
  const groups = await unansweredGroups(db, order, (shown - 1) * unansweredPageSize, unansweredPageSize);
  const wordings = await latestWordings(
    db,
    groups.map((group) => group.folded),
  );
  return {
    questions: groups.map((group) => ({ ...group, question: wordings.get(group.folded) ?? group.folded })),
    order,
    page: shown,
    pageCount,
    total,
  };
}
