import type { Editor } from '@tiptap/react';

/** Cancelling a panel: it closes and the caret goes back to where it was in the text. */
export function backToEditor(editor: Editor, onClose: () => void): () => void {
  return () => {
    editor.commands.focus();
    onClose();
  };
}
