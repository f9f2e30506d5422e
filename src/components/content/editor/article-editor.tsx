import { useRef, useState } from 'react';
import type { ArticleFields } from '@/lib/content/article-fields';
import type { EditorStart } from '@/lib/content/editor-api';
import type { StoredImage } from '@/lib/content/image-urls';
import { kindWords } from '../kind-words';
import { ArticleFieldsForm } from './article-fields-form';
import { ContentEditorFrame } from './content-editor-frame';
import { uploadImage as uploadToStore } from './content-requests';
import { fieldId, fieldOrder, type FieldName } from './field-errors';
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

/** The whole article form: fields, autosave, preview, publish, schedule, unpublish. */
export function ArticleEditor({
  coverImage,
  categories,
  authors,
  uploadImage = uploadToStore,
  ...start
}: ArticleEditorProps) {
  const [cover, setCover] = useState<StoredImage | null>(coverImage ?? null);
  const seoRef = useRef<HTMLDetailsElement>(null);
  const editor = useContentEditor({
    ...start,
    words: kindWords.article,
    titleKey: 'title',
    fieldOrder,
    focusField: (name) => {
      if (seoFields.has(name) && seoRef.current) seoRef.current.open = true;
      document.getElementById(fieldId(name as FieldName))?.focus();
    },
  });
  const { fields, change } = editor;

  return (
    <ContentEditorFrame editor={editor}>
      <ArticleFieldsForm
        fields={fields}
        errors={editor.errors}
        slugFollows={editor.follows}
        everPublished={editor.everPublished}
        coverImage={cover?.id === fields.coverImageId ? cover : null}
        categories={categories}
        authors={authors}
        onTitle={editor.onTitle}
        onSlug={editor.onSlug}
        onSlugLeft={editor.onSlugLeft}
        onCover={(image) => {
          setCover(image);
          change({ coverImageId: image.id });
        }}
        onChange={change}
        uploadImage={uploadImage}
        seoRef={seoRef}
      />
    </ContentEditorFrame>
  );
}
