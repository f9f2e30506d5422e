import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { FaqChoice } from '../../lib/assistant/attach-input.ts';
import { readUnansweredAddress, unansweredHref, type UnansweredReport } from '../../lib/assistant/unanswered-report.ts';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { noticeOf } from '../../lib/booking/availability-notices.ts';
import type { Database } from '../db/database.ts';
import type { PageAnswer } from '../http/page-answer.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { attachQuestion, faqChoices } from './teaching.ts';
import { unansweredGroupOf } from './unanswered-questions.ts';
import { openUnansweredReport } from './unanswered-recheck.ts';

const unansweredNotices = {
  attached: 'Đã gắn câu hỏi vào câu trả lời có sẵn. Từ giờ trợ lý trả lời câu này bằng câu trả lời đó.',
};

/** 'Câu hỏi trợ lý chưa trả lời được' as it is shown. */
export interface UnansweredView extends PageAnswer {
  report: UnansweredReport;
  /** The published FAQs 'Gắn vào' offers. */
  faqs: FaqChoice[];
  /** Where the page's forms post: this address, so the answer comes back to the same order and page. */
  here: string;
  /** A refused 'Gắn': the question's folded text (its row) and why. */
  attachError?: { folded: string; message: string } | undefined;
  notice?: string | undefined;
}

/**
 * /admin/tro-ly-chua-tra-loi, editors and owners (admin-access.ts): the questions the assistant still
 * cannot answer (asked again on every view: unanswered-recheck.ts). 'Gắn' is a plain form post here,
 * answered with a redirect to the same order and page and a notice; a refused one comes back in this
 * answer (422), its message beside its question's select.
 */
export async function unansweredPage(
  db: Kysely<Database>,
  staff: SignedInStaff,
  context: APIContext,
): Promise<Response | UnansweredView> {
  const { order, page } = readUnansweredAddress(context.url.searchParams);
  const here = unansweredHref(order, page);
  let status = 200;
  let attachError: UnansweredView['attachError'];
  if (context.request.method === 'POST') {
    const form = await readForm(context.request, { strict: true });
    if (typeof form === 'string') return bodyProblemResponse(form);
    if (form.get('action') !== 'attach') return bodyProblemResponse('malformed');
    const outcome = await attachQuestion(db, Object.fromEntries(form), staff, new Date());
    if (outcome.kind === 'bad_request') return bodyProblemResponse('malformed');
    if (outcome.kind === 'attached')
      return context.redirect(`${here}${here.includes('?') ? '&' : '?'}thong-bao=attached`, 303);
    status = 422;
    attachError = { folded: unansweredGroupOf(outcome.question), message: outcome.message };
  }
  const faqs = await faqChoices(db);
  return {
    status,
    report: await openUnansweredReport(db, order, page, faqs),
    faqs,
    here,
    attachError,
    notice: status === 200 ? noticeOf(unansweredNotices, context.url.searchParams.get('thong-bao')) : undefined,
  };
}
