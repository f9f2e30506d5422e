import type { ArticleFields } from './article-fields.ts';
import type { ContentStatus } from './content-kinds.ts';
import type { StoredImage } from './image-urls.ts';

/** The editor's endpoints (JSON in, JSON out; every one names the version it started from). */
export const contentEndpoints = {
  /** Autosave and 'Lưu nháp': stores the draft, never touches what readers see. */
  save: (id: string) => `/admin/noi-dung/${id}/luu`,
  /** Saves the draft, then makes it the live version (a new revision). */
  publish: (id: string) => `/admin/noi-dung/${id}/xuat-ban`,
  /** Takes the item off the site (404 for readers); the draft stays. */
  unpublish: (id: string) => `/admin/noi-dung/${id}/go-xuong`,
  /** Saves the draft and publishes it at `publishAt` (Vietnam time). */
  schedule: (id: string) => `/admin/noi-dung/${id}/hen-gio`,
  /** Image upload: the file's bytes as the body, its type as Content-Type (not multipart). */
  upload: '/admin/anh',
} as const;

/** What the editor sends to save, publish or schedule. */
export interface ContentSaveRequest<Fields = ArticleFields> {
  /** The version the editor's copy started from (optimistic lock). */
  version: number;
  fields: Fields;
  /** Only for scheduling: 'YYYY-MM-DDTHH:mm', Vietnam time. */
  publishAt?: string;
}

/** A successful save, publish, unpublish or schedule. */
export interface ContentSaveAnswer {
  version: number;
  status: ContentStatus;
  /** ISO-8601 UTC. */
  savedAt: string;
  /** ISO-8601 UTC, when scheduled. */
  publishAt: string | null;
  /** The readers' address once published. */
  publicHref: string | null;
}

/** A refusal: 400 (fields), 409 (someone saved first), 401/403, 413, 415. */
export interface ContentProblemAnswer {
  message: string;
  /** Per field, for 400 on publish: shown beside the field. */
  fieldErrors?: Record<string, string>;
}

/** What every editor island starts from, read from the item by its editor page. */
export interface EditorStart<Fields> {
  itemId: string;
  initial: Fields;
  version: number;
  status: ContentStatus;
  /** ISO-8601 UTC of a scheduled publication. */
  publishAt: string | null;
  publicHref: string | null;
  previewHref: string;
  historyHref: string;
  /** Once live, the address no longer follows the title (an old address redirects, but links should stay). */
  everPublished: boolean;
}

/** A stored upload. */
export interface UploadAnswer {
  image: StoredImage;
}
