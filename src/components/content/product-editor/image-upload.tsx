import { useState } from 'react';
import { heightAt, imageUrl, widthsOf, type StoredImage } from '@/lib/content/image-urls';
import { imageAccept } from '../editor/content-requests';
import { describedBy, fieldId, inputClass } from './editor-field';

/** The product's illustration: what is stored now, a file picker to replace it, and its description. */
export function ImageUpload({
  image,
  error,
  onUploaded,
  uploadImage,
}: {
  image: StoredImage | null;
  error?: string | undefined;
  onUploaded: (image: StoredImage) => void;
  uploadImage: (file: File) => Promise<StoredImage>;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = fieldId('imageId');
  const hint = 'JPEG, PNG, WebP hoặc AVIF, tối đa 15 MB; nên dùng ảnh ngang 4:3, rộng từ 1200 điểm ảnh.';
  const shownError = problem ?? error;
  const thumb = image && widthsOf(image)[0]!;
  return (
    <div className="grid gap-3">
      {image && thumb ? (
        <img
          src={imageUrl(image.id, thumb, 'webp')}
          width={thumb}
          height={heightAt(image, thumb)}
          alt="Ảnh sản phẩm hiện tại"
          className="h-auto w-full max-w-sm rounded-lg bg-secondary"
        />
      ) : (
        <p className="text-sm text-muted-foreground">Chưa có ảnh sản phẩm.</p>
      )}
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-bold">
          {image ? 'Thay ảnh sản phẩm' : 'Tải ảnh sản phẩm lên'}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
        <input
          id={id}
          type="file"
          accept={imageAccept}
          disabled={busy}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(id, hint, shownError)}
          className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1 file:font-bold`}
          onChange={async (event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            setBusy(true);
            setProblem(null);
            try {
              onUploaded(await uploadImage(file));
            } catch (error) {
              setProblem(error instanceof Error ? error.message : 'Chưa tải được ảnh lên. Vui lòng thử lại.');
            } finally {
              setBusy(false);
              input.value = '';
            }
          }}
        />
        <p role="status" className="text-sm">
          {busy ? 'Đang tải ảnh lên…' : ''}
        </p>
        {shownError && (
          <p id={`${id}-error`} className="text-sm font-bold text-destructive">
            {shownError}
          </p>
        )}
      </div>
    </div>
  );
}
