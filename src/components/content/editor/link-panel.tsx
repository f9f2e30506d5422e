import type { Editor } from '@tiptap/react';
import { Button } from '@/components/ui/button';
import { backToEditor } from './back-to-editor';
import { InlinePrompt } from './inline-prompt';
import { linkAddressHint, safeLinkAddress } from './link-address';

/** Asks for a link's address and puts it on the selection (or inserts it where nothing is selected). */
export function LinkPanel({ editor, id, onClose }: { editor: Editor; id: string; onClose: () => void }) {
  const current = editor.isActive('link') ? String(editor.getAttributes('link').href ?? '') : '';

  function apply(input: string) {
    const href = safeLinkAddress(input);
    if (!href) return;
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !current)
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.extendMarkRange('link').setLink({ href }).run();
    onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  }

  return (
    <InlinePrompt
      id={id}
      label="Địa chỉ liên kết"
      hint={linkAddressHint}
      type="url"
      initial={current}
      maxLength={2000}
      confirmLabel={current ? 'Cập nhật liên kết' : 'Thêm liên kết'}
      check={(value) => (safeLinkAddress(value) ? null : 'Địa chỉ này không dùng được. ' + linkAddressHint)}
      onConfirm={apply}
      onCancel={backToEditor(editor, onClose)}
    >
      {current && (
        <Button variant="ghost" onClick={remove}>
          Bỏ liên kết
        </Button>
      )}
    </InlinePrompt>
  );
}
