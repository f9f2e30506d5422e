import { randomUUID } from 'node:crypto';
import { publicPath } from '../../lib/content/content-kinds.ts';
import type { ContentItemRow } from '../db/database.ts';
import { audit } from '../audit/index.ts';
import type { ContentKindRules } from './content-kind.ts';
import {
  findItem,
  findRevision,
  findUntouchedDraft,
  holdMember,
  insertItem,
  updateItemAt,
} from './content.repository.ts';
import { announceContentChange } from './content-sync.ts';
import { bumpContentVersion } from './content-version.repository.ts';
import {
  answerOf,
  conflictMessage,
  fieldErrorsOf,
  goLive,
  invalidDraft,
  notFound,
  readyToPublish,
  type Actor,
  type ContentOutcome,
  type Db,
  type Fields,
} from './go-live.ts';
import { cacheTags } from './page-cache.ts';
import { unindexContentItem } from '../search/index.ts';

export { conflictMessage, type ContentOutcome, type ContentRefusal } from './go-live.ts';

/** An editor's change to one item: the version the editor started from, the fields it sends, who, when. */
type ItemEdit = <F extends Fields>(
  db: Db,
  rules: ContentKindRules<F>,
  id: string,
  version: number,
  input: unknown,
  actor: Actor,
  now?: Date,
) => Promise<ContentOutcome>;

/** The item, unless it is missing or of another kind (an id from one kind's editor sent to another's). */
async function findItemOfKind<F extends Fields>(db: Db, rules: ContentKindRules<F>, id: string) {
  const item = await findItem(db, id);
  return item && item.kind === rules.kind ? item : undefined;
}

/** Who changed an item and when, as every editor's change records it. */
function editedBy(actor: Actor, now: Date) {
  return { updated_at: now.toISOString(), updated_by: actor?.id ?? null };
}

/** Writes `changes` if nobody saved since `version`; the editor's new answer, or the conflict. */
async function writeAt(
  db: Db,
  item: ContentItemRow,
  version: number,
  changes: Partial<ContentItemRow>,
): Promise<ContentOutcome> {
  if (!(await updateItemAt(db, item.id, version, changes))) return { ok: false, status: 409, message: conflictMessage };
  return { ok: true, answer: answerOf({ ...item, ...changes, version: version + 1 }) };
}

/**
 * Starts a draft of a kind, empty but for `start` (a question typed elsewhere, an FAQ anchor), or
 * gives back the member's own empty draft of that kind they never saved. Its address is a placeholder
 * until it is published, unless `start` gives one: the unique address then refuses a second draft
 * claiming it.
 */
export async function createDraft<F extends Fields>(
  db: Db,
  rules: ContentKindRules<F>,
  actor: Actor,
  now = new Date(),
  start: Partial<F> = {},
): Promise<string> {
  const draft = { ...rules.empty, ...start };
  const id = randomUUID();
  const at = now.toISOString();
  const row = {
    id,
    kind: rules.kind,
    slug: start.slug || `nhap-${id.slice(0, 8)}`,
    status: 'draft',
    version: 1,
    title: rules.title(draft),
    draft: JSON.stringify(draft),
    sort_key: at,
    created_at: at,
    updated_at: at,
    updated_by: actor?.id ?? null,
  };
  const memberId = actor?.id;
  if (!memberId || Object.keys(start).length) {
    await insertItem(db, row);
    return id;
  }
  // An empty draft this member opened and never saved is opened again, not made twice: looked for and
  // made in one turn of the member's own, so a double tap or a second tab finds the first one's draft.
  return db.transaction().execute(async (trx) => {
    await holdMember(trx, memberId);
    const untouched = await findUntouchedDraft(trx, rules.kind, memberId, row.draft);
    if (untouched) return untouched;
    await insertItem(trx, row);
    return id;
  });
}

/** Stores the editor's copy if nobody saved since `version`; never changes what readers see. */
export const saveDraft: ItemEdit = async (db, rules, id, version, input, actor, now = new Date()) => {
  const parsed = rules.draftSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, status: 400, message: invalidDraft, fieldErrors: fieldErrorsOf(parsed.error.issues) };
  const item = await findItemOfKind(db, rules, id);
  if (!item) return { ok: false, ...notFound };
  // The columns follow the draft, so a category or author a draft uses cannot be deleted under it.
  const changes = {
    draft: JSON.stringify(parsed.data),
    title: rules.title(parsed.data),
    ...rules.columns(parsed.data),
    ...editedBy(actor, now),
  };
  return writeAt(db, item, version, changes);
};

/** 'Xuất bản': checks the fields, then makes them the live version. */
export const publish: ItemEdit = async (db, rules, id, version, input, actor, now = new Date()) => {
  const item = await findItemOfKind(db, rules, id);
  if (!item) return { ok: false, ...notFound };
  const ready = await readyToPublish(db, rules, item, input);
  if (!ready.ok) return ready;
  const outcome = await goLive(db, rules, item, version, ready.fields, { actor, now, note: 'Xuất bản' });
  if (outcome.ok)
    await audit(db, { action: 'content_published', actor, subject: publicPath(rules.kind, ready.fields.slug) });
  return outcome;
};

/** 'Gỡ xuống': readers get 404 from now on; the draft and the history stay. */
export async function unpublish<F extends Fields>(
  db: Db,
  rules: ContentKindRules<F>,
  id: string,
  version: number,
  actor: Actor,
  now = new Date(),
): Promise<ContentOutcome> {
  const item = await findItemOfKind(db, rules, id);
  if (!item) return { ok: false, ...notFound };
  if (item.status !== 'published' && item.status !== 'scheduled')
    return { ok: false, status: 400, message: 'Nội dung này đang không được xuất bản.' };
  const changes = {
    status: item.published_at ? 'unpublished' : 'draft',
    publish_at: null,
    ...editedBy(actor, now),
  };
  const contentVersion = await db.transaction().execute(async (trx) => {
    if (!(await updateItemAt(trx, id, version, changes))) return undefined;
    await unindexContentItem(trx, rules.kind, id);
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
  const item = await findItemOfKind(db, rules, id);
  if (!item) return { ok: false, ...notFound };
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
    ...editedBy(actor, now),
  };
  const outcome = await writeAt(db, item, version, changes);
  if (outcome.ok)
    await audit(db, {
      action: 'content_scheduled',
      actor,
      subject: publicPath(rules.kind, ready.fields.slug),
      detail: changes.publish_at,
    });
  return outcome;
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
