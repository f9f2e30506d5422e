import type * as React from 'react';
import type { ArticleFields } from '@/lib/content/article-fields';
import { publicPath } from '@/lib/content/content-kinds';
import type { StoredImage } from '@/lib/content/image-urls';
import { CoverField } from './cover-field';
import { FieldError, SelectField, TextField } from './field';
import { errorId, fieldId, type FieldErrors } from './field-errors';
import { MarkdownEditor } from './markdown-editor';

/** Props of the article's fields; every change goes through `onChange` (title and slug have their own rules). */
export interface ArticleFieldsFormProps {
  fields: ArticleFields;
  errors: FieldErrors;
  slugFollows: boolean;
  everPublished: boolean;
  coverImage: StoredImage | null;
  categories: ReadonlyArray<{ id: string; name: string }>;
  authors: ReadonlyArray<{ id: string; name: string }>;
  onTitle: (title: string) => void;
  onSlug: (slug: string) => void;
  onSlugLeft: () => void;
  onCover: (image: StoredImage) => void;
  onChange: (patch: Partial<ArticleFields>) => void;
  uploadImage: (file: File) => Promise<StoredImage>;
  seoRef?: React.Ref<HTMLDetailsElement>;
}

/** The article's fields, top to bottom in the order a reader meets them. */
export function ArticleFieldsForm({
  fields,
  errors,
  slugFollows,
  everPublished,
  coverImage,
  categories,
  authors,
  onTitle,
  onSlug,
  onSlugLeft,
  onCover,
  onChange,
  uploadImage,
  seoRef,
}: ArticleFieldsFormProps) {
  const address = publicPath('article', fields.slug || '…');
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
      <TextField
        name="slug"
        label="Đường dẫn"
        value={fields.slug}
        onChange={onSlug}
        onBlur={onSlugLeft}
        maxLength={80}
        error={errors.slug}
        hint={
          <>
            Địa chỉ bài viết: <span className="font-bold text-foreground">{address}</span>
            {slugFollows
              ? ' (tự đặt theo tiêu đề cho đến khi bạn sửa).'
              : everPublished
                ? ' (bài đã từng xuất bản: đổi đường dẫn làm hỏng các liên kết cũ).'
                : '.'}
          </>
        }
      />
      <TextField
        name="excerpt"
        label="Tóm tắt"
        value={fields.excerpt}
        onChange={(excerpt) => onChange({ excerpt })}
        maxLength={160}
        rows={3}
        counted
        required
        error={errors.excerpt}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="categoryId"
          label="Chuyên mục"
          value={fields.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
          placeholder="Chọn chuyên mục"
          options={categories}
          error={errors.categoryId}
        />
        <SelectField
          name="authorId"
          label="Tác giả"
          value={fields.authorId}
          onChange={(authorId) => onChange({ authorId })}
          placeholder="Chọn tác giả"
          options={authors}
          error={errors.authorId}
        />
      </div>
      <CoverField
        image={coverImage}
        alt={fields.coverAlt}
        onImage={onCover}
        onAlt={(coverAlt) => onChange({ coverAlt })}
        uploadImage={uploadImage}
        imageError={errors.coverImageId}
        altError={errors.coverAlt}
      />
      <div className="grid min-w-0 gap-1">
        <MarkdownEditor
          id={fieldId('body')}
          value={fields.body}
          onChange={(body) => onChange({ body })}
          uploadImage={uploadImage}
          invalid={Boolean(errors.body)}
          describedBy={errors.body ? errorId('body') : undefined}
        />
        <FieldError name="body" message={errors.body} />
      </div>
      <label htmlFor={fieldId('featured')} className="flex min-h-11 items-center gap-3 text-sm font-bold">
        <input
          id={fieldId('featured')}
          type="checkbox"
          checked={fields.featured}
          onChange={(event) => onChange({ featured: event.target.checked })}
          className="size-5 accent-primary"
        />
        Bài nổi bật
      </label>
      <details ref={seoRef} className="rounded-xl border border-border p-4 [&[open]>summary]:mb-4">
        <summary className="flex min-h-11 cursor-pointer items-center font-bold">Tối ưu tìm kiếm</summary>
        <div className="grid gap-5">
          <TextField
            name="seoTitle"
            label="Tiêu đề cho công cụ tìm kiếm"
            value={fields.seoTitle}
            onChange={(seoTitle) => onChange({ seoTitle })}
            maxLength={70}
            counted
            hint="Để trống sẽ dùng tiêu đề bài viết."
            error={errors.seoTitle}
          />
          <TextField
            name="seoDescription"
            label="Mô tả cho công cụ tìm kiếm"
            value={fields.seoDescription}
            onChange={(seoDescription) => onChange({ seoDescription })}
            maxLength={160}
            rows={3}
            counted
            hint="Để trống sẽ dùng phần tóm tắt."
            error={errors.seoDescription}
          />
        </div>
      </details>
    </div>
  );
}
