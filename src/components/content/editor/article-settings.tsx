import type * as React from 'react';
import type { ArticleFields } from '@/lib/content/article-fields';
import { publicPath } from '@/lib/content/content-kinds';
import type { StoredImage } from '@/lib/content/image-urls';
import { CoverField } from './cover-field';
import { SelectField, TextField } from './field';
import { fieldId, type FieldErrors } from './field-errors';
import { ScheduleField } from './schedule-field';

/** Props of the article's settings; every change goes through `onChange` (the slug has its own rules). */
export interface ArticleSettingsProps {
  fields: ArticleFields;
  errors: FieldErrors;
  slugFollows: boolean;
  everPublished: boolean;
  coverImage: StoredImage | null;
  categories: ReadonlyArray<{ id: string; name: string }>;
  authors: ReadonlyArray<{ id: string; name: string }>;
  onSlug: (slug: string) => void;
  onSlugLeft: () => void;
  onCover: (image: StoredImage | null) => void;
  onChange: (patch: Partial<ArticleFields>) => void;
  uploadImage: (file: File) => Promise<StoredImage>;
  seoRef?: React.Ref<HTMLDetailsElement>;
  /** 'Hẹn giờ xuất bản' (the shared editor's). */
  schedule: React.ComponentProps<typeof ScheduleField>;
}

/** Everything about an article but its writing, for the 'Thiết lập' fold: address, summary, category, author, cover, SEO, schedule. */
export function ArticleSettings({
  fields,
  errors,
  slugFollows,
  everPublished,
  coverImage,
  categories,
  authors,
  onSlug,
  onSlugLeft,
  onCover,
  onChange,
  uploadImage,
  seoRef,
  schedule,
}: ArticleSettingsProps) {
  const address = publicPath('article', fields.slug || '…');
  return (
    <>
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
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
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
      <ScheduleField {...schedule} />
    </>
  );
}
