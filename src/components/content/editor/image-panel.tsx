import type { Editor } from '@tiptap/react';
import { imageUrl, widthsOf, type StoredImage } from '@/lib/content/image-urls';
import { backToEditor } from './back-to-editor';
import { InlinePrompt } from './inline-prompt';

/** The address an uploaded image gets in the Markdown: its widest WebP (the renderer adds srcset). */
export function bodyImageAddress(image: StoredImage): string {
  return imageUrl(image.id, widthsOf(image).at(-1)!, 'webp');
}

/** After an upload: asks what the image shows, then inserts it at the cursor. */
export function ImagePanel({
  editor,
  id,
  image,
  onClose,
}: {
  editor: Editor;
  id: string;
  image: StoredImage;
  onClose: () => void;
}) {
  function insert(alt: string) {
    editor
      .chain()
      .focus()
      .setImage({ src: bodyImageAddress(image), alt: alt.replace(/[[\]]/g, '').trim().normalize('NFC') })
      .run();
    onClose();
  }

  return (
    <InlinePrompt
      id={id}
      label="Mô tả ảnh"
      hint="Ảnh đã tải lên. Viết một câu nói ảnh cho thấy gì, cho người không xem được ảnh."
      maxLength={200}
      confirmLabel="Chèn ảnh"
      check={(value) => (value.trim().length >= 3 ? null : 'Hãy mô tả ảnh (ít nhất 3 ký tự).')}
      onConfirm={insert}
      onCancel={backToEditor(editor, onClose)}
    />
  );
}
