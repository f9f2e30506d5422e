import type { ArticleFields } from '@/lib/content/article-fields';
import type { StoredImage } from '@/lib/content/image-urls';
import { FieldError, TextField } from './field';
import { errorId, fieldId, type FieldErrors } from './field-errors';
import { MarkdownEditor } from './markdown-editor';

/** The writing itself, first on every screen: the title and the body. */
export function ArticleWritingFields({
  fields,
  errors,
  onTitle,
  onBody,
  uploadImage,
}: {
  fields: ArticleFields;
  errors: FieldErrors;
  onTitle: (title: string) => void;
  onBody: (body: string) => void;
  uploadImage: (file: File) => Promise<StoredImage>;
}) {
  return (
    <div className="grid min-w-0 gap-5">
      <TextField
        name="title"
        label="Tiêu đề"
        value={fields.title}
        onChange={onTitle}
        maxLength={90}
        counted
        required
        error={errors.title}
      />
      <div className="grid min-w-0 gap-1">
        <MarkdownEditor
          id={fieldId('body')}
          value={fields.body}
          onChange={onBody}
          uploadImage={uploadImage}
          invalid={Boolean(errors.body)}
          describedBy={errors.body ? errorId('body') : undefined}
        />
        <FieldError name="body" message={errors.body} />
      </div>
    </div>
  );
}
