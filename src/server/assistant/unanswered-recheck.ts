import type { Kysely } from 'kysely';
import type { FaqChoice } from '../../lib/assistant/attach-input.ts';
import { answeredAsRequest, recognizeRequest } from '../../lib/assistant/owner-requests.ts';
import { topicText } from '../../lib/assistant/question-text.ts';
import {
  unansweredPageSize,
  type UnansweredOrder,
  type UnansweredReport,
} from '../../lib/assistant/unanswered-report.ts';
import type { Database } from '../db/database.ts';
import { retrievePassages } from './retrieve-answer.ts';
import { loadUnansweredReport } from './unanswered-questions.ts';
import { deleteUnansweredGroups } from './unanswered-questions.repository.ts';

// The editors' list stays true: a question the assistant answers now (a synonym or an FAQ published
// since it was asked, or the question attached to one) is no work left. So each question shown is
// asked again, without a model (a few milliseconds), as the assistant asks it; those answered are
// deleted and the page read again, so it fills up with questions still open. For the rest, the FAQ
// retrieval found closest starts the 'Gắn vào' select, so an editor attaches rather than writes again.

/** Pages read again at most for one view: each round asks only the questions it has not asked. */
const maxRounds = 5;

/**
 * Still open, with the published FAQ among the not-sure reply's related pages, first found; or
 * answered (by a passage, or as a request the assistant now answers with its page, as answerQuestion does).
 */
async function askAgain(
  db: Kysely<Database>,
  question: string,
  faqsByHref: Map<string, FaqChoice>,
): Promise<{ answered: true } | { answered: false; closest: FaqChoice | undefined }> {
  const topic = topicText(question);
  if (answeredAsRequest(recognizeRequest(topic))) return { answered: true };
  const { reply } = await retrievePassages(db, topic);
  if (reply.kind === 'answer') return { answered: true };
  const closest = reply.related.map((page) => faqsByHref.get(page.href)).find((faq) => faq !== undefined);
  return { answered: false, closest };
}

/**
 * Page `page` of the unanswered questions in `order` that retrieval still cannot answer, each with
 * its closest FAQ of `faqs`; the questions it now answers are deleted on the way.
 */
export async function openUnansweredReport(
  db: Kysely<Database>,
  order: UnansweredOrder,
  page: number,
  faqs: readonly FaqChoice[],
): Promise<UnansweredReport> {
  const faqsByHref = new Map(faqs.map((faq) => [faq.href, faq]));
  // Asked in this view and still open: folded text → its closest FAQ.
  const open = new Map<string, FaqChoice | undefined>();
  for (let round = 1; ; round += 1) {
    const report = await loadUnansweredReport(db, order, page);
    const answered: string[] = [];
    for (const question of report.questions) {
      if (open.has(question.folded)) continue;
      const now = await askAgain(db, question.question, faqsByHref);
      if (now.answered) answered.push(question.folded);
      else open.set(question.folded, now.closest);
    }
    await deleteUnansweredGroups(db, answered);
    if (!answered.length || round === maxRounds) {
      const total = report.total - answered.length;
      return {
        ...report,
        questions: report.questions
          .filter((question) => open.has(question.folded))
          .map((question) => ({ ...question, closest: open.get(question.folded) })),
        total,
        pageCount: Math.ceil(total / unansweredPageSize),
      };
    }
  }
}
