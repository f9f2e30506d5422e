import type { StoredImage } from '@/lib/content/image-urls';
import { MarkdownEditor } from '../editor/markdown-editor';
import { fieldId } from './editor-field';

/** A product's description or a customer's story (Markdown), in the same editor as articles' bodies. */
export function ProductBodyField({
  label = 'Nội dung giới thiệu',
  value,
  error,
  onChange,
  uploadImage,
}: {
  label?: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  uploadImage: (file: File) => Promise<StoredImage>;
}) {
  const id = fieldId('body');
  return (
    <div className="grid min-w-0 gap-1">
      <MarkdownEditor
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        uploadImage={uploadImage}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-bold text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
