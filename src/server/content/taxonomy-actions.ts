import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { slugFromTitle } from '../../lib/content/slug.ts';
import type { Database } from '../db/database.ts';
import { announceContentChange } from './content-sync.ts';
import { bumpContentVersion } from './content-version.repository.ts';
import { cacheTags } from './page-cache.ts';
import {
  deleteTaxonomy,
  insertAuthor,
  insertCategory,
  itemsUsing,
  listCategories,
  renameCategory,
  updateAuthor,
} from './taxonomy.repository.ts';

/** What an action on the lists says afterwards; problems are shown as alerts. */
export const taxonomyNotices = {
  'da-them-chuyen-muc': 'Đã thêm chuyên mục.',
  'da-doi-ten-chuyen-muc': 'Đã đổi tên chuyên mục.',
  'da-xoa-chuyen-muc': 'Đã xoá chuyên mục.',
  'da-them-tac-gia': 'Đã thêm tác giả.',
  'da-sua-tac-gia': 'Đã lưu thông tin tác giả.',
  'da-xoa-tac-gia': 'Đã xoá tác giả.',
} as const;
export type TaxonomyNotice = keyof typeof taxonomyNotices;

export type TaxonomyOutcome =
  { ok: true; notice: TaxonomyNotice } | { ok: false; status: 400 | 404 | 409; message: string };

const refuse = (status: 400 | 404 | 409, message: string): TaxonomyOutcome => ({ ok: false, status, message });
const field = (form: URLSearchParams, name: string) =>
  String(form.get(name) ?? '')
    .normalize('NFC')
    .trim();

async function changed(db: Kysely<Database>): Promise<void> {
  // A name shows on cards and pages: every article page and list may carry it.
  await announceContentChange(db, await bumpContentVersion(db), [cacheTags.all]);
}

async function categoryAction(db: Kysely<Database>, action: string, form: URLSearchParams): Promise<TaxonomyOutcome> {
  const name = field(form, 'name');
  const id = field(form, 'id');
  if (action === 'xoa-chuyen-muc') {
    if ((await itemsUsing(db, 'category_id', id)) > 0)
      return refuse(
        409,
        'Chuyên mục này đang có bài viết nên chưa xoá được. Hãy chuyển các bài sang chuyên mục khác trước.',
      );
    if (!(await deleteTaxonomy(db, 'content_categories', id))) return refuse(404, 'Không tìm thấy chuyên mục này.');
    await changed(db);
    return { ok: true, notice: 'da-xoa-chuyen-muc' };
  }
  if (name.length < 2 || name.length > 60) return refuse(400, 'Tên chuyên mục cần từ 2 đến 60 ký tự.');
  const existing = await listCategories(db);
  if (existing.some((category) => category.name.toLowerCase() === name.toLowerCase() && category.id !== id))
    return refuse(409, 'Đã có chuyên mục mang tên này.');
  if (action === 'doi-ten-chuyen-muc') {
    if (!(await renameCategory(db, id, name))) return refuse(404, 'Không tìm thấy chuyên mục này.');
    await changed(db);
    return { ok: true, notice: 'da-doi-ten-chuyen-muc' };
  }
  const slug = slugFromTitle(name);
  if (slug.length < 2) return refuse(400, 'Tên chuyên mục cần có chữ cái hoặc chữ số.');
  if (existing.some((category) => category.slug === slug))
    return refuse(409, 'Đã có chuyên mục có đường dẫn giống tên này.');
  await insertCategory(db, { id: randomUUID(), name, slug });
  await changed(db);
  return { ok: true, notice: 'da-them-chuyen-muc' };
}

async function authorAction(db: Kysely<Database>, action: string, form: URLSearchParams): Promise<TaxonomyOutcome> {
  const id = field(form, 'id');
  if (action === 'xoa-tac-gia') {
    if ((await itemsUsing(db, 'author_id', id)) > 0)
      return refuse(409, 'Tác giả này đang đứng tên bài viết nên chưa xoá được.');
    if (!(await deleteTaxonomy(db, 'content_authors', id))) return refuse(404, 'Không tìm thấy tác giả này.');
    await changed(db);
    return { ok: true, notice: 'da-xoa-tac-gia' };
  }
  const author = { id: id || randomUUID(), name: field(form, 'name'), role: field(form, 'role') };
  if (author.name.length < 3 || author.name.length > 120) return refuse(400, 'Họ tên tác giả cần từ 3 đến 120 ký tự.');
  if (author.role.length < 3 || author.role.length > 120) return refuse(400, 'Chức danh cần từ 3 đến 120 ký tự.');
  if (action === 'sua-tac-gia') {
    if (!(await updateAuthor(db, author))) return refuse(404, 'Không tìm thấy tác giả này.');
    await changed(db);
    return { ok: true, notice: 'da-sua-tac-gia' };
  }
  await insertAuthor(db, author);
  return { ok: true, notice: 'da-them-tac-gia' };
}

/** One action of /admin/chuyen-muc-tac-gia, named by the form's `action` field. */
export function handleTaxonomyAction(db: Kysely<Database>, form: URLSearchParams): Promise<TaxonomyOutcome> {
  const action = field(form, 'action');
  if (['them-chuyen-muc', 'doi-ten-chuyen-muc', 'xoa-chuyen-muc'].includes(action))
    return categoryAction(db, action, form);
  if (['them-tac-gia', 'sua-tac-gia', 'xoa-tac-gia'].includes(action)) return authorAction(db, action, form);
  return Promise.resolve(refuse(400, 'Thao tác không hợp lệ.'));
}
