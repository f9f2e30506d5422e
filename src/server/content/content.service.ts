import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { publicPath, type ContentStatus } from '../../lib/content/content-kinds.ts';
import type { ContentSaveAnswer } from '../../lib/content/editor-api.ts';
import { audit } from '../audit/audit-log.ts';
import type { ContentItemRow, Database } from '../db/database.ts';
import type { ContentKindRules } from './content-kind.ts';
import {
  deleteRedirect,
  findItem,
  findItemBySlug,
  findRevision,
  insertItem,
  insertRevision,
  nextRevisionNumber,
  updateItemAt,
  upsertRedirect,
} from './content.repository.ts';
import { announceContentChange } from './content-sync.ts';
import { bumpContentVersion } from './content-version.repository.ts';
import { cacheTags } from './page-cache.ts';

type Db = Kysely<Database>;
type Fields = { slug: string; body: string };
type Actor = Pick<SignedInStaff, 'id' | 'email' | 'name'> | null;

/** Why a change was refused: the status to answer, a message, and per-field problems for 400. */
export interface ContentRefusal {
  status: 400 | 404 | 409;
  message: string;
  fieldErrors?: Record<string, string>;
}

export type ContentOutcome = { ok: true; answer: ContentSaveAnswer } | ({ ok: false } & ContentRefusal);

export const conflictMessage =
  'Nội dung vừa được người khác lưu trong lúc bạn sửa. Hãy tải lại trang để xem bản mới nhất; phần bạn vừa gõ chưa được lưu.';
const notFound: ContentRefusal = { status: 404, message: 'Không tìm thấy nội dung này. Có thể nó đã bị xoá.' };
const invalidDraft = 'Nội dung chưa hợp lệ, hãy xem lại các trường được đánh dấu.';

function answerOf(
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

function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Starts an empty draft of a kind; its address is a placeholder until it is published. */
export async function createDraft<F extends Fields>(
  db: Db,
  rules: ContentKindRules<F>,
  actor: Actor,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  await insertItem(db, {
    id,
    kind: rules.kind,
    slug: `nhap-${id.slice(0, 8)}`,
    status: 'draft',
    version: 1,
    title: '',
    draft: JSON.stringify(rules.empty),
    sort_key: at,
    created_at: at,
    updated_at: at,
    updated_by: actor?.id ?? null,
  });
  return id;
}

/** Stores the editor's copy if nobody saved since `version`; never changes what readers see. */
export async function saveDraft<F extends Fields>(
  db: Db,
  rules: ContentKindRules<F>,
  id: string,
  version: number,
  input: unknown,
  actor: Actor,
  now = new Date(),
): Promise<ContentOutcome> {
  const parsed = rules.draftSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, status: 400, message: invalidDraft, fieldErrors: fieldErrorsOf(parsed.error.issues) };
  const item = await findItem(db, id);
  if (!item || item.kind !== rules.kind) return { ok: false, ...notFound };
  // The columns follow the draft, so a category or author a draft uses cannot be deleted under it.
  const changes = {
    draft: JSON.stringify(parsed.data),
    title: rules.title(parsed.data),
    ...rules.columns(parsed.data),
    updated_at: now.toISOString(),
    updated_by: actor?.id ?? null,
  };
  if (!(await updateItemAt(db, id, version, changes))) return { ok: false, status: 409, message: conflictMessage };
  return { ok: true, answer: answerOf({ ...item, ...changes, version: version + 1 }) };
}

async function publishProblems<F extends Fields>(db: Db, rules: ContentKindRules<F>, item: ContentItemRow, fields: F) {
  const errors = await rules.checkReferences(db, fields, item.id);
  const holder = await findItemBySlug(db, rules.kind, fields.slug);
  if (holder && holder.id !== item.id)
    errors.slug ??= 'Đường dẫn này đã có nội dung khác dùng. Hãy chọn đường dẫn khác.';
  return errors;
}

/** Validates fields for going live; the parsed fields or the refusal. */
async function readyToPublish<F extends Fields>(
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

interface PublishOptions {
  actor: Actor;
  now: Date;
  /** The revision's note: 'Xuất bản', 'Khôi phục bản 3', 'Xuất bản theo lịch hẹn'. */
  note: string;
}

/**
 * Makes `fields` the live version in one transaction: the item at `version` (or nothing), a new
 * revision, a 301 from a changed address, the content version bumped; then every instance is told.
 */
async function goLive<F extends Fields>(
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

/** 'Xuất bản': checks the fields, then makes them the live version. */
export async function publish<F extends Fields>(
  db: Db,
  rules: ContentKindRules<F>,
  id: string,
  version: number,
  input: unknown,
  actor: Actor,
  now = new Date(),
): Promise<ContentOutcome> {
  const item = await findItem(db, id);
  if (!item || item.kind !== rules.kind) return { ok: false, ...notFound };
  const ready = await readyToPublish(db, rules, item, input);
  if (!ready.ok) return ready;
  const outcome = await goLive(db, rules, item, version, ready.fields, { actor, now, note: 'Xuất bản' });
  if (outcome.ok)
    await audit(db, { action: 'content_published', actor, subject: publicPath(rules.kind, ready.fields.slug) });
  return outcome;
}

/** 'Gỡ xuống': readers get 404 from now on; the draft and the history stay. */
export async function unpublish<F extends Fields>(
  db: Db,
  rules: ContentKindRules<F>,
  id: string,
  version: number,
  actor: Actor,
  now = new Date(),
): Promise<ContentOutcome> {
  const item = await findItem(db, id);
  if (!item || item.kind !== rules.kind) return { ok: false, ...notFound };
  if (item.status !== 'published' && item.status !== 'scheduled')
    return { ok: false, status: 400, message: 'Nội dung này đang không được xuất bản.' };
  const changes = {
    status: item.published_at ? 'unpublished' : 'draft',
    publish_at: null,
    updated_at: now.toISOString(),
    updated_by: actor?.id ?? null,
  };
  const contentVersion = await db.transaction().execute(async (trx) => {
    if (!(await updateItemAt(trx, id, version, changes))) return undefined;
    return bumpContentVersion(trx);
  });
  if (contentVersion === undefined) return { ok: false, status: 409, message: conflictMessage };
  const live = item.published ? (JSON.parse(item.published) as F) : undefined;
  await announceContentChange(db, contentVersion, [
    cacheTags.item(id),
    rules.listTag,
    ...(live ? rules.relatedTags(live) : []),
  ]);
  await audit(db, { action: 'content_unpublished', actor, subject: publicPath(rules.kind, item.slug) });
  return { ok: true, answer: answerOf({ ...item, ...changes, version: version + 1 }) };
}

/**
 * 'Hẹn giờ xuất bản': saves the draft (it must be ready to publish) and the time it goes live. An
 * item already live stays live until then; the scheduler publishes whatever the draft is at that time.
 */
export async function schedule<F extends Fields>(
  db: Db,
  rules: ContentKindRules<F>,
  id: string,
  version: number,
  input: unknown,
  publishAt: Date,
  actor: Actor,
  now = new Date(),
): Promise<ContentOutcome> {
  const item = await findItem(db, id);
  if (!item || item.kind !== rules.kind) return { ok: false, ...notFound };
  if (publishAt.getTime() <= now.getTime())
    return {
      ok: false,
      status: 400,
      message: 'Hãy chọn một thời điểm trong tương lai.',
      fieldErrors: { publishAt: 'Hãy chọn một thời điểm trong tương lai.' },
    };
  const ready = await readyToPublish(db, rules, item, input);
  if (!ready.ok) return ready;
  const changes = {
    draft: JSON.stringify(ready.fields),
    title: rules.title(ready.fields),
    status: item.status === 'published' ? 'published' : 'scheduled',
    publish_at: publishAt.toISOString(),
    updated_at: now.toISOString(),
    updated_by: actor?.id ?? null,
  };
  if (!(await updateItemAt(db, id, version, changes))) return { ok: false, status: 409, message: conflictMessage };
  await audit(db, {
    action: 'content_scheduled',
    actor,
    subject: publicPath(rules.kind, ready.fields.slug),
    detail: changes.publish_at,
  });
  return { ok: true, answer: answerOf({ ...item, ...changes, version: version + 1 }) };
}

/**
 * Publishes every scheduled item whose time has come. Each goes live through the optimistic lock, so
 * with several instances ticking at once exactly one write wins; the others see a newer version and
 * skip. A draft edited into an unpublishable state keeps its schedule cleared and is logged.
 */
export async function publishDue<F extends Fields>(
  db: Db,
  rules: ContentKindRules<F>,
  dueIds: Array<{ id: string; version: number }>,
  now: Date,
): Promise<number> {
  let published = 0;
  for (const { id, version } of dueIds) {
    const item = await findItem(db, id);
    if (!item || item.version !== version || item.kind !== rules.kind) continue;
    const ready = await readyToPublish(db, rules, item, JSON.parse(item.draft));
    if (!ready.ok) {
      await updateItemAt(db, id, version, {
        publish_at: null,
        status: item.published_at ? item.status : 'draft',
        updated_at: now.toISOString(),
      });
      await audit(db, {
        action: 'content_scheduled',
        actor: null,
        subject: publicPath(rules.kind, item.slug),
        detail: 'Không xuất bản được theo lịch: nội dung chưa hợp lệ',
      });
      continue;
    }
    const outcome = await goLive(db, rules, item, version, ready.fields, {
      actor: null,
      now,
      note: 'Xuất bản theo lịch hẹn',
    });
    if (outcome.ok) {
      published++;
      await audit(db, {
        action: 'content_published',
        actor: null,
        subject: publicPath(rules.kind, ready.fields.slug),
        detail: 'Theo lịch hẹn',
      });
    }
  }
  return published;
}

/** Makes an old revision the live version again, as a new revision (nothing in the history is lost). */
export async function restoreRevision<F extends Fields>(
  db: Db,
  rules: ContentKindRules<F>,
  id: string,
  version: number,
  number: number,
  actor: Actor,
  now = new Date(),
): Promise<ContentOutcome> {
  const item = await findItem(db, id);
  const revision = await findRevision(db, id, number);
  if (!item || item.kind !== rules.kind || !revision) return { ok: false, ...notFound };
  const ready = await readyToPublish(db, rules, item, JSON.parse(revision.data));
  if (!ready.ok)
    return {
      ok: false,
      status: 400,
      message: `Không khôi phục được bản ${number}: ${Object.values(ready.fieldErrors ?? {})[0] ?? ready.message}`,
    };
  const outcome = await goLive(db, rules, item, version, ready.fields, { actor, now, note: `Khôi phục bản ${number}` });
  if (outcome.ok)
    await audit(db, {
      action: 'content_restored',
      actor,
      subject: publicPath(rules.kind, ready.fields.slug),
      detail: `Bản ${number}`,
    });
  return outcome;
}
