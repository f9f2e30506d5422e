import { useRef } from 'react';
import { controlClass, fieldClass } from '@/components/admin/admin-form';
import { Button } from '@/components/ui/button';
import { heightAt, imageUrl, widthsOf, type StoredImage } from '@/lib/content/image-urls';
import { imageAccept } from './content-requests';
import { describe, FieldError, TextField } from './field';
import { fieldId } from './field-errors';
import { useUpload } from './use-upload';

/**
 * The cover: a file picker that uploads at once, a preview, and the description readers' screen
 * readers say. A cover is optional (a short note needs none); once one is chosen, it is described.
 */
export function CoverField({
  image,
  alt,
  onImage,
  onAlt,
  uploadImage,
  imageError,
  altError,
}: {
  image: StoredImage | null;
  alt: string;
  onImage: (image: StoredImage | null) => void;
  onAlt: (alt: string) => void;
  uploadImage: (file: File) => Promise<StoredImage>;
  imageError?: string | undefined;
  altError?: string | undefined;
}) {
  const upload = useUpload(uploadImage);
  const picker = useRef<HTMLInputElement>(null);
  const id = fieldId('coverImageId');
  const previewWidth = image ? widthsOf(image)[0]! : 0;

  async function choose(file: File | undefined) {
    const uploaded = await upload.start(file);
    if (uploaded) onImage(uploaded);
  }

  return (
    <fieldset className="grid min-w-0 gap-3 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-bold">Ảnh bìa (không bắt buộc)</legend>
      {image && (
        <img
          src={imageUrl(image.id, previewWidth, 'webp')}
          width={previewWidth}
          height={heightAt(image, previewWidth)}
          alt={alt.trim() ? `Ảnh bìa: ${alt.trim()}` : 'Ảnh bìa đã chọn'}
          className="h-auto w-full max-w-sm rounded-lg border border-border"
        />
      )}
      <div className="grid min-w-0 gap-1">
        <label htmlFor={id} className={fieldClass}>
          {image ? 'Chọn ảnh khác' : 'Chọn ảnh (JPEG, PNG, WebP hoặc AVIF, tối đa 15 MB)'}
        </label>
        <input
          ref={picker}
          id={id}
          type="file"
          accept={imageAccept}
          disabled={upload.busy}
          aria-busy={upload.busy}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
          className={`${controlClass} w-full min-w-0 py-2 file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1 file:font-bold file:text-secondary-foreground`}
          {...describe('coverImageId', imageError)}
        />
        {upload.busy && (
          <p role="status" className="text-sm">
            Đang tải ảnh lên…
          </p>
        )}
        {upload.problem && (
          <p role="alert" className="text-sm font-bold text-destructive">
            {upload.problem}
          </p>
        )}
        <FieldError name="coverImageId" message={imageError} />
      </div>
      {image ? (
        <>
          <TextField
            name="coverAlt"
            label="Mô tả ảnh bìa"
            value={alt}
            onChange={onAlt}
            maxLength={200}
            error={altError}
            required
            hint="Bắt buộc khi có ảnh bìa: một câu nói ảnh cho thấy gì, cho người không xem được ảnh."
          />
          <Button
            variant="outline"
            className="w-fit"
            onClick={() => {
              // The button goes with the image: the picker, which stays, takes the focus.
              picker.current?.focus();
              onImage(null);
            }}
          >
            Bỏ ảnh bìa
          </Button>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          Bài không có ảnh bìa thì thẻ bài viết hiện tên chuyên mục trên nền màu thương hiệu.
        </p>
      )}
    </fieldset>
  );
}
