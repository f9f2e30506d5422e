import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import type { ContentProblemAnswer } from '../../lib/content/editor-api.ts';
import { vietnamTime } from '../../lib/vietnam-time.ts';
import type { Database } from '../db/database.ts';
import type { Kysely } from 'kysely';
import { bodyMessages, readFields } from '../http/read-body.ts';
import { findItem } from './content.repository.ts';
import { rulesFor } from './content-rules.ts';
import { publish, saveDraft, schedule, unpublish, type ContentOutcome } from './content.service.ts';

/** What the editor asks of an item: the last part of /admin/noi-dung/<id>/<action>. */
export type ContentAction = 'luu' | 'xuat-ban' | 'go-xuong' | 'hen-gio';
const actions = new Set<string>(['luu', 'xuat-ban', 'go-xuong', 'hen-gio']);

const problem = (status: number, message: string, fieldErrors?: Record<string, string>) =>
  Response.json({ message, ...(fieldErrors ? { fieldErrors } : {}) } satisfies ContentProblemAnswer, {
    status,
    headers: { 'cache-control': 'no-store' },
  });

/** 'YYYY-MM-DDTHH:mm' in Vietnam time as an instant, or undefined when it is not a real date and time. */
export function vietnamLocalTime(value: unknown): Date | undefined {
  if (typeof value !== 'string' || value[10] !== 'T') return undefined;
  return vietnamTime(value.slice(0, 10), value.slice(11));
}

function answer(outcome: ContentOutcome): Response {
  if (outcome.ok) return Response.json(outcome.answer, { headers: { 'cache-control': 'no-store' } });
  return problem(outcome.status, outcome.message, outcome.fieldErrors);
}

/**
 * One of the editor's saves: reads the JSON body (the version it started from, the fields, a time to
 * publish at), finds the item's kind, and hands it to the content service. Every refusal is a JSON
 * 4xx with a Vietnamese message; nothing is stored unless the service accepts it.
 */
export async function handleContentAction(
  db: Kysely<Database>,
  request: Request,
  id: string,
  action: string,
  staff: SignedInStaff,
): Promise<Response> {
  if (!actions.has(action)) return problem(404, 'Không có thao tác này.');
  const body = await readFields(request);
  if (typeof body === 'string')
    return problem(
      body === 'too_large' ? 413 : 400,
      body === 'too_large'
        ? 'Nội dung quá dài để lưu một lần (tối đa 64 KB). Hãy rút gọn bài viết.'
        : bodyMessages.malformed,
    );
  const version = body.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return problem(400, 'Thiếu phiên bản của bản nháp. Hãy tải lại trang.');
  const item = await findItem(db, id);
  const rules = item && rulesFor(item.kind);
  if (!rules) return problem(404, 'Không tìm thấy nội dung này. Có thể nó đã bị xoá.');
  switch (action as ContentAction) {
    case 'luu':
      return answer(await saveDraft(db, rules, id, version, body.fields, staff));
    case 'xuat-ban':
      return answer(await publish(db, rules, id, version, body.fields, staff));
    case 'go-xuong':
      return answer(await unpublish(db, rules, id, version, staff));
    case 'hen-gio': {
      const at = vietnamLocalTime(body.publishAt);
      if (!at) return problem(400, 'Hãy chọn ngày và giờ xuất bản.', { publishAt: 'Hãy chọn ngày và giờ xuất bản.' });
      return answer(await schedule(db, rules, id, version, body.fields, at, staff));
    }
  }
}
