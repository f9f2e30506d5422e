import type { Kysely } from 'kysely';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { editorPath, type ContentKind } from '../../lib/content/content-kinds.ts';
import type { RevisionHistoryView } from '../../lib/content/revision.ts';
import type { Database } from '../db/database.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { findItem } from './content.repository.ts';
import { rulesFor } from './content-rules.ts';
import { restoreRevision } from './content.service.ts';
import { revisionChanges, revisionEntries } from './revision-history.ts';

/** A restore's refusal: what the page says and the status it answers with. */
type Refusal = { problem: string; status: number };

/** 'Khôi phục': publishes revision `ban` again as a new one if the item is still at `version`. */
async function restore(
  db: Kysely<Database>,
  kind: ContentKind,
  id: string,
  request: Request,
  staff: SignedInStaff,
): Promise<Response | Refusal> {
  const form = await readForm(request);
  if (typeof form === 'string') return bodyProblemResponse(form);
  const version = Number(form.get('version'));
  const number = Number(form.get('ban'));
  if (!Number.isInteger(version) || !Number.isInteger(number) || version < 1 || number < 1)
    return { problem: 'Yêu cầu khôi phục không hợp lệ. Hãy tải lại trang.', status: 400 };
  const outcome = await restoreRevision(db, rulesFor(kind)!, id, version, number, staff);
  if (!outcome.ok) return { problem: outcome.message, status: outcome.status };
  const location = `${editorPath(kind, id)}/lich-su?da-khoi-phuc=${number}`;
  return new Response(null, { status: 303, headers: { location } });
}

/**
 * The history page of item `id` of `kind` (editors and owners, admin-access.ts): who published what
 * and when, what revision `?ban=` changed, and a restore posted to it. A Response to send instead
 * (after a restore, for an unreadable body, for no such item), or the view and its status.
 */
export async function handleHistoryRequest(
  db: Kysely<Database>,
  kind: ContentKind,
  id: string,
  request: Request,
  staff: SignedInStaff,
): Promise<Response | { view: RevisionHistoryView; status: number }> {
  const refusal = request.method === 'POST' ? await restore(db, kind, id, request, staff) : undefined;
  if (refusal instanceof Response) return refusal;
  const item = await findItem(db, id);
  if (!item || item.kind !== kind) return new Response(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const entries = await revisionEntries(db, id);
  const asked = Number(query.get('ban'));
  const shown = entries.some((entry) => entry.number === asked) ? asked : null;
  return {
    status: refusal?.status ?? 200,
    view: {
      kind,
      itemId: id,
      title: item.title,
      version: item.version,
      entries,
      shown,
      diffs: shown ? await revisionChanges(db, rulesFor(kind)!, id, shown) : undefined,
      restored: Number(query.get('da-khoi-phuc')) || null,
      problem: refusal?.problem,
    },
  };
}
