import { useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  Image as ImageIcon,
  Italic,
  Link,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Table,
  Undo2,
} from 'lucide-react';
import type * as React from 'react';
import { ToolbarButton } from './toolbar-button';

function formatState(editor: Editor) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    table: editor.isActive('table'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/** Left/Right/Home/End move between the toolbar's buttons, as a toolbar's keyboard users expect. */
function moveFocus(event: React.KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (at + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

/** The formatting buttons; each mark's and block's state is read back as `aria-pressed`. */
export function EditorToolbar({
  editor,
  controls,
  linkOpen,
  uploading,
  onLink,
  onImage,
  ref,
}: {
  editor: Editor;
  /** Id of the editing area the buttons act on. */
  controls: string;
  linkOpen: boolean;
  uploading: boolean;
  onLink: () => void;
  onImage: () => void;
  ref?: React.Ref<HTMLDivElement>;
}) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => formatState(current) });
  const run = () => editor.chain().focus();
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label="Định dạng nội dung"
      aria-controls={controls}
      onKeyDown={moveFocus}
      className="flex flex-wrap items-center gap-1 border-b border-border p-1"
    >
      <ToolbarButton aria-label="Đậm" aria-pressed={state.bold} onClick={() => run().toggleBold().run()}>
        <Bold aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton aria-label="Nghiêng" aria-pressed={state.italic} onClick={() => run().toggleItalic().run()}>
        <Italic aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        aria-label="Tiêu đề 2"
        aria-pressed={state.h2}
        onClick={() => run().toggleHeading({ level: 2 }).run()}
      >
        <Heading2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        aria-label="Tiêu đề 3"
        aria-pressed={state.h3}
        onClick={() => run().toggleHeading({ level: 3 }).run()}
      >
        <Heading3 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        aria-label="Danh sách"
        aria-pressed={state.bulletList}
        onClick={() => run().toggleBulletList().run()}
      >
        <List aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        aria-label="Danh sách số"
        aria-pressed={state.orderedList}
        onClick={() => run().toggleOrderedList().run()}
      >
        <ListOrdered aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        aria-label="Trích dẫn"
        aria-pressed={state.blockquote}
        onClick={() => run().toggleBlockquote().run()}
      >
        <Quote aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton aria-label="Liên kết" aria-pressed={state.link} aria-expanded={linkOpen} onClick={onLink}>
        <Link aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        aria-label="Bảng"
        disabled={state.table}
        onClick={() => run().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      >
        <Table aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton aria-label="Ảnh" aria-busy={uploading} disabled={uploading} onClick={onImage}>
        <ImageIcon aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton aria-label="Hoàn tác" disabled={!state.canUndo} onClick={() => run().undo().run()}>
        <Undo2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton aria-label="Làm lại" disabled={!state.canRedo} onClick={() => run().redo().run()}>
        <Redo2 aria-hidden="true" />
      </ToolbarButton>
      {state.table && (
        <>
          <ToolbarButton shape="text" onClick={() => run().addRowAfter().run()}>
            Thêm hàng
          </ToolbarButton>
          <ToolbarButton shape="text" onClick={() => run().addColumnAfter().run()}>
            Thêm cột
          </ToolbarButton>
          <ToolbarButton shape="text" onClick={() => run().deleteTable().run()}>
            Xoá bảng
          </ToolbarButton>
        </>
      )}
    </div>
  );
}
