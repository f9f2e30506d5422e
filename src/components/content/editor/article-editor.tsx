import { useRef, useState } from 'react';
import type { ArticleFields } from '@/lib/content/article-fields';
import type { EditorStart } from '@/lib/content/editor-api';
import type { StoredImage } from '@/lib/content/image-urls';
import { kindWords } from '../kind-words';
import { ArticleSettings } from './article-settings';
import { ArticleWritingFields } from './article-writing-fields';
import { ContentEditorFrame } from './content-editor-frame';
import { uploadImage as uploadToStore } from './content-requests';
import { fieldId, fieldOrder, settingsFields, type FieldName } from './field-errors';
import { SettingsFold } from './settings-fold';
import { useContentEditor } from './use-content-editor';

/** What the article editor page gives the editor. */
export interface ArticleEditorProps extends EditorStart<ArticleFields> {
  /** The stored cover (its size for the preview), when the draft has one. */
  coverImage?: StoredImage | null;
  categories: Array<{ id: string; name: string }>;
  authors: Array<{ id: string; name: string }>;
  /** The upload (the tests replace it). */
  uploadImage?: (file: File) => Promise<StoredImage>;
}

const seoFields = new Set<string>(['seoTitle', 'seoDescription']);
const inSettings = new Set<string>(settingsFields);

/**
 * The whole article form: the title and body first, the rest in 'Thiết lập' (a fold on a phone, a
 * sidebar on a wide screen), with autosave, preview, publish, schedule and unpublish around them.
 */
export function ArticleEditor({
  coverImage,
  categories,
  authors,
  uploadImage = uploadToStore,
  ...start
}: ArticleEditorProps) {
  const [cover, setCover] = useState<StoredImage | null>(coverImage ?? null);
  const seoRef = useRef<HTMLDetailsElement>(null);
  const settingsRef = useRef<HTMLDetailsElement>(null);
  const controlOf = (name: string) => document.getElementById(fieldId(name as FieldName));
  const editor = useContentEditor({
    ...start,
    words: kindWords.article,
    titleKey: 'title',
    fieldOrder,
    controlOf,
    focusField: (name) => {
      // A refused setting opens the fold even when the title takes the focus: its message must show.
      const fold = settingsRef.current;
      if (fold && (inSettings.has(name) || fold.querySelector('[aria-invalid="true"]'))) fold.open = true;
      if (seoFields.has(name) && seoRef.current) seoRef.current.open = true;
      controlOf(name)?.focus();
    },
  });
  const { fields, change, errors } = editor;
  const settingProblems = settingsFields.filter((name) => errors[name]).length;

  return (
    <ContentEditorFrame
      editor={editor}
      heading={
        <h1 className="text-2xl font-bold break-words">
          {editor.everPublished
            ? fields.title.normalize('NFC').trim() || kindWords.article.history.untitled
            : 'Viết bài mới'}
        </h1>
      }
      settings={
        <SettingsFold id="article-settings" problems={settingProblems} foldRef={settingsRef}>
          <ArticleSettings
            fields={fields}
            errors={errors}
            slugFollows={editor.follows}
            everPublished={editor.everPublished}
            coverImage={cover?.id === fields.coverImageId ? cover : null}
            categories={categories}
            authors={authors}
            onSlug={editor.onSlug}
            onSlugLeft={editor.onSlugLeft}
            onCover={(image) => {
              setCover(image);
              change({ coverImageId: image?.id ?? '' });
            }}
            onChange={change}
            uploadImage={uploadImage}
            seoRef={seoRef}
            schedule={editor.schedule}
          />
        </SettingsFold>
      }
    >
      <ArticleWritingFields
        fields={fields}
        errors={errors}
        onTitle={editor.onTitle}
        onBody={(body) => change({ body })}
        uploadImage={uploadImage}
      />
    </ContentEditorFrame>
  );
}
