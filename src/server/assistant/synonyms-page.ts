import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import { synonymsPath, type SynonymInput } from '../../lib/assistant/synonym-input.ts';
import { shippedSynonyms, type Synonym } from '../../lib/assistant/synonyms.ts';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { noticeOf } from '../../lib/booking/availability-notices.ts';
import type { Database } from '../db/database.ts';
import type { PageAnswer } from '../http/page-answer.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { deleteEditorSynonym, saveEditorSynonym } from './teaching.ts';
import { listSynonyms } from './teaching.repository.ts';

/** What the page says after a post, named in its address (?thong-bao=saved). */
const synonymNotices = {
  saved: 'Đã lưu từ đồng nghĩa. Trợ lý hiểu cụm từ này từ câu hỏi tiếp theo.',
  deleted: 'Đã xóa từ đồng nghĩa.',
  missing: 'Từ đồng nghĩa này đã được xóa trước đó.',
};

/** 'Từ đồng nghĩa của trợ lý' as it is shown: the editors' synonyms, the shipped ones, and what the last post came to. */
export interface SynonymsView extends PageAnswer {
  synonyms: Synonym[];
  shipped: readonly Synonym[];
  /** What a refused form had typed, shown again. */
  values: Partial<SynonymInput>;
  errors: Partial<Record<keyof SynonymInput, string>>;
  notice?: string | undefined;
}

/**
 * /admin/tro-ly-tu-dong-nghia, editors and owners (admin-access.ts): phrases owners use that the
 * site writes otherwise. 'Lưu' and 'Xóa' are plain form posts here, answered with a redirect and a
 * notice (post, redirect, get); a refused form comes back in this answer, with its messages (422).
 */
export async function synonymsPage(
  db: Kysely<Database>,
  staff: SignedInStaff,
  context: APIContext,
): Promise<Response | SynonymsView> {
  let status = 200;
  let values: SynonymsView['values'] = {};
  let errors: SynonymsView['errors'] = {};
  if (context.request.method === 'POST') {
    const form = await readForm(context.request, { strict: true });
    if (typeof form === 'string') return bodyProblemResponse(form);
    const action = form.get('action');
    if (action === 'add') {
      const saved = await saveEditorSynonym(db, Object.fromEntries(form), staff, new Date());
      if (saved.ok) return context.redirect(`${synonymsPath}?thong-bao=saved`, 303);
      [status, values, errors] = [
        422,
        { phrase: form.get('phrase') ?? '', means: form.get('means') ?? '' },
        saved.errors,
      ];
    } else if (action === 'delete') {
      const deleted = await deleteEditorSynonym(db, form.get('phrase'), staff);
      if (deleted === 'invalid') return bodyProblemResponse('malformed');
      return context.redirect(`${synonymsPath}?thong-bao=${deleted}`, 303);
    } else {
      return bodyProblemResponse('malformed');
    }
  }
  return {
    status,
    synonyms: await listSynonyms(db),
    shipped: shippedSynonyms,
    values,
    errors,
    notice: status === 200 ? noticeOf(synonymNotices, context.url.searchParams.get('thong-bao')) : undefined,
  };
}
