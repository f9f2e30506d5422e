import { useState } from 'react';
import type { EditorStart } from '@/lib/content/editor-api';
import type { StoredImage } from '@/lib/content/image-urls';
import type { ProductFields } from '@/lib/content/product-fields';
import { ContentEditorFrame } from '../editor/content-editor-frame';
import { uploadImage as uploadToStore } from '../editor/content-requests';
import { useContentEditor } from '../editor/use-content-editor';
import { kindWords } from '../kind-words';
import { controlIdOf, ErrorSummary, productFieldOrder } from './error-summary';
import { ProductFieldsForm } from './product-fields-form';

/** What the product editor page hands the island. */
export interface ProductEditorProps extends EditorStart<ProductFields> {
  /** The stored illustration, when the draft has one. */
  image: StoredImage | null;
  /** The upload (the tests replace it). */
  uploadImage?: (file: File) => Promise<StoredImage>;
}

/** The whole product form: the shared editor (src/components/content/editor/) around the product's fields. */
export function ProductEditor({ image: initialImage, uploadImage = uploadToStore, ...start }: ProductEditorProps) {
  const [image, setImage] = useState(initialImage);
  const editor = useContentEditor({
    ...start,
    words: kindWords.product,
    titleKey: 'name',
    fieldOrder: productFieldOrder,
    controlOf: (name) => document.getElementById(controlIdOf(name)),
  });
  const { fields, change } = editor;

  return (
    <ContentEditorFrame
      editor={editor}
      heading={<h1 className="text-2xl font-bold break-words">{fields.name.trim() || 'Sản phẩm mới'}</h1>}
      alert={(outcome) => <ErrorSummary message={outcome.text} errors={outcome.fieldErrors} />}
    >
      <ProductFieldsForm
        fields={fields}
        errors={editor.errors}
        image={image?.id === fields.imageId ? image : null}
        onName={editor.onTitle}
        onSlug={editor.onSlug}
        onSlugLeft={editor.onSlugLeft}
        onImage={(uploaded) => {
          setImage(uploaded);
          change({ imageId: uploaded.id });
        }}
        onChange={change}
        uploadImage={uploadImage}
      />
    </ContentEditorFrame>
  );
}
