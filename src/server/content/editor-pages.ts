import type { Kysely } from 'kysely';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { editorPath, type ContentKind } from '../../lib/content/content-kinds.ts';
import type { EditorListItem } from '../../lib/content/editor-list.ts';
import type { Database } from '../db/database.ts';
import { articleEditing } from './article-editing.ts';
import { articlePreview, relatedArticles } from './article-reader.ts';
import type { ContentEditing } from './content-editing.ts';
import type { ContentKindRules } from './content-kind.ts';
import { articleRules } from './article-rules.ts';
import { createDraft } from './content.service.ts';
import { editorList } from './editor-views.ts';
import { handleNewFaqDraft } from './faq-draft-request.ts';
import { faqEditing } from './faq-editing.ts';
import { faqPreview } from './faq-reader.ts';
import { faqRules } from './faq-rules.ts';
import { productEditing } from './product-editing.ts';
import { productPreview } from './product-reader.ts';
import { productRules } from './product-rules.ts';
import { storyEditing } from './story-editing.ts';
import { storyPreview } from './story-reader.ts';
import { storyRules } from './story-rules.ts';

type Db = Kysely<Database>;

/** An item's editor page: its title as typed (maybe empty), and what the kind's editor island takes. */
export interface EditorPage {
  title: string;
  island: Record<string, unknown>;
}

/**
 * A draft as readers will see it: its title as they would read it (maybe empty), the page's
 * description, the way back to its editor, what the kind's reader page takes, and the body as HTML.
 */
export interface PreviewPage {
  title: string;
  description: string;
  editorHref: string;
  page: Record<string, unknown>;
  html?: string;
}

/** What the editors' pages of a kind (pages/admin/[kind]) do that the other kinds' do not. */
interface KindEditorPages {
  /** The editors' list: most recently changed first, or in the order readers see the items. */
  listOrder: 'changed' | 'position';
  editor(db: Db, id: string): Promise<EditorPage | undefined>;
  preview(db: Db, id: string, now: Date): Promise<PreviewPage | undefined>;
  /** 'Thêm …': a new draft, answered with its editor's address (303), or the request's refusal. */
  newDraft(db: Db, request: Request, staff: SignedInStaff): Promise<Response>;
}

/** The editor page of the items `editing` reads: the island takes the start, then whatever else it read. */
function editorPageOf<F, E extends ContentEditing<F>>(
  rules: { title(fields: F): string },
  editing: (db: Db, id: string) => Promise<E | undefined>,
): KindEditorPages['editor'] {
  return async (db, id) => {
    const found = await editing(db, id);
    if (!found) return undefined;
    const { item: _item, start, ...extras } = found;
    return { title: rules.title(start.initial), island: { ...start, ...extras } };
  };
}

/** The preview of the items `editing` reads, `view` giving how readers will see one. */
function previewPageOf<E extends ContentEditing<unknown>>(
  kind: ContentKind,
  editing: (db: Db, id: string) => Promise<E | undefined>,
  view: (db: Db, editing: E, now: Date) => Promise<Omit<PreviewPage, 'editorHref'>>,
): KindEditorPages['preview'] {
  return async (db, id, now) => {
    const found = await editing(db, id);
    return found && { ...(await view(db, found, now)), editorHref: editorPath(kind, found.item.id) };
  };
}

/** An empty draft of `rules`' kind, opened in its editor. */
function emptyDraft<F extends { slug: string; body: string }>(rules: ContentKindRules<F>): KindEditorPages['newDraft'] {
  return async (db, _request, staff) => {
    const id = await createDraft(db, rules, staff);
    return new Response(null, { status: 303, headers: { Location: editorPath(rules.kind, id) } });
  };
}

const pagesByKind: Record<ContentKind, KindEditorPages> = {
  article: {
    listOrder: 'changed',
    editor: editorPageOf(articleRules, articleEditing),
    preview: previewPageOf('article', articleEditing, async (db, { item, start }, now) => {
      const { article, html } = await articlePreview(db, item.id, start.initial, item.published_at, item.views, now);
      const related = await relatedArticles(db, article);
      return { title: article.seoTitle, description: article.seoDescription, page: { article, related }, html };
    }),
    newDraft: emptyDraft(articleRules),
  },
  product: {
    listOrder: 'changed',
    editor: editorPageOf(productRules, productEditing),
    preview: previewPageOf('product', productEditing, async (db, { item, start }) => {
      const { product, html } = await productPreview(db, item.id, start.initial);
      return { title: product.seoTitle, description: product.seoDescription, page: { product }, html };
    }),
    newDraft: emptyDraft(productRules),
  },
  faq: {
    listOrder: 'position',
    editor: editorPageOf(faqRules, faqEditing),
    // The list of questions as readers will see it with this draft published, the draft's question open.
    preview: previewPageOf('faq', faqEditing, async (db, { item, start: { initial: draft } }) => ({
      title: draft.question.trim(),
      description: 'Xem trước câu hỏi thường gặp.',
      page: { items: await faqPreview(db, item.id, draft), open: draft.slug },
    })),
    // With an optional question to start from (an assistant's unanswered one).
    newDraft: handleNewFaqDraft,
  },
  story: {
    listOrder: 'position',
    editor: editorPageOf(storyRules, storyEditing),
    preview: previewPageOf('story', storyEditing, async (db, { item, start }) => {
      const { story, html } = await storyPreview(db, item.id, start.initial);
      const steps = [
        { name: 'Khách hàng', path: '/khach-hang' },
        { name: story.hotel || 'Câu chuyện mới', path: story.href },
      ];
      return { title: story.title, description: story.summary, page: { story, steps }, html };
    }),
    newDraft: emptyDraft(storyRules),
  },
};

/** Every item of `kind`, drafts included, in its list's order. */
export function kindEditorList(db: Db, kind: ContentKind): Promise<EditorListItem[]> {
  return editorList(db, kind, pagesByKind[kind].listOrder);
}

/** Item `id` of `kind` as its editor page opens it, or undefined when `kind` has no such item. */
export function kindEditorPage(db: Db, kind: ContentKind, id: string): Promise<EditorPage | undefined> {
  return pagesByKind[kind].editor(db, id);
}

/** The draft of item `id` of `kind` as readers will see it, or undefined when `kind` has no such item. */
export function kindPreviewPage(db: Db, kind: ContentKind, id: string, now: Date): Promise<PreviewPage | undefined> {
  return pagesByKind[kind].preview(db, id, now);
}

/** A new draft of `kind`, asked for by `staff`: 303 to its editor, or the request's refusal. */
export function newKindDraft(db: Db, kind: ContentKind, request: Request, staff: SignedInStaff): Promise<Response> {
  return pagesByKind[kind].newDraft(db, request, staff);
}
