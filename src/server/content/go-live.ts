import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { publicPath, type ContentStatus } from '../../lib/content/content-kinds.ts';
import type { ContentSaveAnswer } from '../../lib/content/editor-api.ts';
import type { ContentItemRow, Database } from '../db/database.ts';
import type { ContentKindRules } from './content-kind.ts';
import {
  deleteRedirect,
  findItemBySlug,
  insertRevision,
  nextRevisionNumber,
  updateItemAt,
  upsertRedirect,
} from './content.repository.ts';
import { indexContentItem } from '../search/index.ts';
import { announceContentChange } from './content-sync.ts';
import { bumpContentVersion } from './content-version.repository.ts';
import { cacheTags } from './page-cache.ts';

// Going live, the one step every way of publishing shares (Xuất bản, a schedule coming due, a
// restore): fields checked for publication, then the item, its revision, its redirects and the
// content version written in one transaction, and every instance told. Also the outcome shapes the
// content service answers with.

export type Db = Kysely<Database>;
export type Fields = { slug: string; body: string };
export type Actor = Pick<SignedInStaff, 'id' | 'email' | 'name'> | null;

/** Why a change was refused: the status to answer, a message, and per-field problems for 400. */
export interface ContentRefusal {
  status: 400 | 404 | 409;
  message: string;
  fieldErrors?: Record<string, string>;
}

export type ContentOutcome = { ok: true; answer: ContentSaveAnswer } | ({ ok: false } & ContentRefusal);

export const conflictMessage =
  'Nội dung vừa được người khác lưu trong lúc bạn sửa. Hãy tải lại trang để xem bản mới nhất; phần bạn vừa gõ chưa được lưu.';
export const notFound: ContentRefusal = { status: 404, message: 'Không tìm thấy nội dung này. Có thể nó đã bị xoá.' };
export const invalidDraft = 'Nội dung chưa hợp lệ, hãy xem lại các trường được đánh dấu.';

export function answerOf(
  row: Pick<ContentItemRow, 'version' | 'status' | 'updated_at' | 'publish_at' | 'kind' | 'slug' | 'published_at'>,
): ContentSaveAnswer {
  return {
    version: row.version,
    status: row.status as ContentStatus,
    savedAt: row.updated_at,
    publishAt: row.publish_at,
    publicHref: row.status === 'published' ? publicPath(row.kind as 'article', row.slug) : null,
  };
}

export function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

async function publishProblems<F extends Fields>(db: Db, rules: ContentKindRules<F>, item: ContentItemRow, fields: F) {
  const errors = await rules.checkReferences(db, fields, item.id);
  const holder = await findItemBySlug(db, rules.kind, fields.slug);
  if (holder && holder.id !== item.id)
    errors.slug ??= 'Đường dẫn này đã có nội dung khác dùng. Hãy chọn đường dẫn khác.';
  return errors;
}

/** Validates fields for going live; the parsed fields or the refusal. */
export async function readyToPublish<F extends Fields>(
  db: Db,
  rules: ContentKindRules<F>,
  item: ContentItemRow,
  input: unknown,
) {
  const parsed = rules.publishSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false as const,
      status: 400 as const,
      message: invalidDraft,
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    };
  const problems = await publishProblems(db, rules, item, parsed.data);
  if (Object.keys(problems).length)
    return { ok: false as const, status: 400 as const, message: invalidDraft, fieldErrors: problems };
  return { ok: true as const, fields: parsed.data };
}

export interface PublishOptions {
  actor: Actor;
  now: Date;
  /** The revision's note: 'Xuất bản', 'Khôi phục bản 3', 'Xuất bản theo lịch hẹn'. */
  note: string;
}

/**
 * Makes `fields` the live version in one transaction: the item at `version` (or nothing), a new
 * revision, a 301 from a changed address, the content version bumped; then every instance is told.
 */
export async function goLive<F extends Fields>(
  db: Db,
  rules: ContentKindRules<F>,
  item: ContentItemRow,
  version: number,
  fields: F,
  options: PublishOptions,
): Promise<ContentOutcome> {
  const at = options.now.toISOString();
  const publishedAt = item.published_at ?? at;
  const { body, ...rest } = fields;
  const changes = {
    draft: JSON.stringify(fields),
    title: rules.title(fields),
    status: 'published',
    slug: fields.slug,
    published: JSON.stringify({ ...rest, ...rules.summary(fields) }),
    published_body: body,
    published_at: publishedAt,
    publish_at: null,
    sort_key: rules.sortKey(fields, publishedAt),
    ...rules.columns(fields),
    updated_at: at,
    updated_by: options.actor?.id ?? null,
  };
  const contentVersion = await db.transaction().execute(async (trx) => {
    if (!(await updateItemAt(trx, item.id, version, changes))) return undefined;
    if (item.published_at && item.slug !== fields.slug) await upsertRedirect(trx, rules.kind, item.slug, item.id);
    await deleteRedirect(trx, rules.kind, fields.slug);
    await insertRevision(trx, {
      id: randomUUID(),
      item_id: item.id,
      number: await nextRevisionNumber(trx, item.id),
      data: JSON.stringify(fields),
      note: options.note,
      created_at: at,
      created_by: options.actor?.id ?? null,
      created_by_name: options.actor ? options.actor.name || options.actor.email : null,
    });
    await indexContentItem(
      trx,
      rules,
      { id: item.id, kind: rules.kind, slug: fields.slug, published_at: publishedAt },
      fields,
    );
    return bumpContentVersion(trx);
  });
  if (contentVersion === undefined) return { ok: false, status: 409, message: conflictMessage };
  const previous = item.published ? (JSON.parse(item.published) as F) : undefined;
  await announceContentChange(db, contentVersion, [
    cacheTags.item(item.id),
    rules.listTag,
    ...rules.relatedTags(fields),
    ...(previous ? rules.relatedTags(previous) : []),
  ]);
  await rules.afterPublish(db, item.id, fields);
  return { ok: true, answer: answerOf({ ...item, ...changes, version: version + 1 }) };
}
