import { EditorContent } from '@tiptap/react';
import { useMemo, useRef, useState } from 'react';
import { fieldClass } from '@/components/admin/admin-form';
import type { StoredImage } from '@/lib/content/image-urls';
import { imageAccept } from './content-requests';
import { editorContentClass } from './editor-content-class';
import { EditorModeSwitch, type EditorMode } from './editor-mode-switch';
import { EditorToolbar } from './editor-toolbar';
import { ImagePanel } from './image-panel';
import { LinkPanel } from './link-panel';
import { MarkdownSource } from './markdown-source';
import { useMarkdownEditor } from './use-markdown-editor';
import { useUpload } from './use-upload';

/** Props of the article body's editor; `value` is Markdown, and so is what `onChange` receives (NFC). */
export interface MarkdownEditorProps {
  /** Id of the editing area (the visual editor's or the Markdown text box): the field's focus target. */
  id: string;
  value: string;
  onChange: (markdown: string) => void;
  uploadImage: (file: File) => Promise<StoredImage>;
  label?: string;
  invalid?: boolean;
  /** Ids of messages about the field (an error beside it). */
  describedBy?: string | undefined;
}

type Panel = { kind: 'link' } | { kind: 'image'; image: StoredImage } | null;

/**
 * The article body's editor: a toolbar over a rich-text area that reads and writes Markdown, or the
 * Markdown itself in a text area ('Markdown'), switching without losing anything.
 */
export function MarkdownEditor({
  id,
  value,
  onChange,
  uploadImage,
  label = 'Nội dung',
  invalid = false,
  describedBy,
}: MarkdownEditorProps) {
  const [mode, setMode] = useState<EditorMode>('visual');
  const [panel, setPanel] = useState<Panel>(null);
  const upload = useUpload(uploadImage);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const describers = [hintId, describedBy].filter(Boolean).join(' ');
  const attributes = useMemo(
    () => ({
      ...(mode === 'visual' ? { id } : {}),
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-describedby': describers,
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      class: editorContentClass,
    }),
    [mode, id, labelId, describers, invalid],
  );
  const { editor, flush, load } = useMarkdownEditor({
    value,
    onChange,
    attributes,
    onEscape: () => toolbarRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus(),
  });

  function switchMode(next: EditorMode) {
    if (next === mode || !editor || editor.view.composing) return;
    if (next === 'markdown') flush();
    else if (!load(value)) return;
    setPanel(null);
    setMode(next);
  }

  async function insertImage(file: File | undefined) {
    const image = await upload.start(file);
    if (image) setPanel({ kind: 'image', image });
  }

  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <span id={labelId} className={fieldClass}>
          {label}
        </span>
        <EditorModeSwitch mode={mode} onChange={switchMode} />
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {mode === 'visual'
          ? 'Esc để về thanh công cụ; trong bảng, Tab chuyển sang ô kế tiếp.'
          : 'Markdown: ## tiêu đề, **đậm**, *nghiêng*, - danh sách, [chữ](địa chỉ).'}
      </p>
      <div className="min-w-0 rounded-lg border border-border bg-background">
        {editor && mode === 'visual' && (
          <>
            <EditorToolbar
              ref={toolbarRef}
              editor={editor}
              controls={id}
              linkOpen={panel?.kind === 'link'}
              uploading={upload.busy}
              onLink={() => setPanel(panel?.kind === 'link' ? null : { kind: 'link' })}
              onImage={() => fileRef.current?.click()}
            />
            {panel?.kind === 'link' && <LinkPanel editor={editor} id={`${id}-link`} onClose={() => setPanel(null)} />}
            {panel?.kind === 'image' && (
              <ImagePanel editor={editor} id={`${id}-image-alt`} image={panel.image} onClose={() => setPanel(null)} />
            )}
          </>
        )}
        {upload.busy && (
          <p role="status" className="border-b border-border p-3 text-sm">
            Đang tải ảnh lên…
          </p>
        )}
        {upload.problem && (
          <p role="alert" className="border-b border-border p-3 text-sm font-bold text-destructive">
            {upload.problem}
          </p>
        )}
        {!editor && <p className="min-h-72 p-3 text-muted-foreground">Đang mở trình soạn thảo…</p>}
        <div hidden={mode !== 'visual'}>
          <EditorContent editor={editor} />
        </div>
        {mode === 'markdown' && (
          <MarkdownSource
            id={id}
            labelId={labelId}
            describedBy={describers}
            invalid={invalid}
            value={value}
            onChange={onChange}
          />
        )}
      </div>
      <input
        ref={fileRef}
        type="file"
        accept={imageAccept}
        hidden
        aria-label="Chọn ảnh để chèn vào nội dung"
        onChange={(event) => {
          void insertImage(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
