import { useEditor, type Editor } from '@tiptap/react';
import { useMemo, useRef, useState } from 'react';
import { articleExtensions } from './editor-extensions';

/**
 * A TipTap editor over Markdown. Changes are emitted as NFC Markdown, never while an input method is
 * composing (Telex, VNI): ProseMirror owns the composition, and the change goes out once it ends.
 * The document is only ever set from outside by `load`, which refuses mid-composition.
 */
export function useMarkdownEditor({
  value,
  onChange,
  attributes,
  onEscape,
}: {
  value: string;
  onChange: (markdown: string) => void;
  /** Attributes of the editing element (memoised: a new object updates the view). */
  attributes: Record<string, string>;
  onEscape: () => void;
}) {
  const [initialContent] = useState(value);
  const lastEmitted = useRef(value);
  const pending = useRef(false);
  const handlers = useRef({ onChange, onEscape });
  handlers.current = { onChange, onEscape };
  const extensions = useMemo(articleExtensions, []);

  function emit(editor: Editor) {
    if (editor.view.composing) {
      pending.current = true;
      return;
    }
    pending.current = false;
    const markdown = editor.getMarkdown().normalize('NFC');
    if (markdown === lastEmitted.current) return;
    lastEmitted.current = markdown;
    handlers.current.onChange(markdown);
  }

  const editorProps = useMemo(
    () => ({
      attributes,
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (event.key !== 'Escape') return false;
        handlers.current.onEscape();
        return true;
      },
    }),
    [attributes],
  );

  const editor = useEditor({
    immediatelyRender: false,
    // TipTap would add its base styles as a <style> element, which the site's CSP (no 'unsafe-inline')
    // refuses; the few rules ProseMirror needs are in editorContentClass instead.
    injectCSS: false,
    extensions,
    content: initialContent,
    contentType: 'markdown',
    editorProps,
    onUpdate: ({ editor: current }) => emit(current),
    onCreate: ({ editor: current }) => {
      // ProseMirror usually dispatches the composed text after compositionend; if it does not, emit here.
      current.view.dom.addEventListener('compositionend', () =>
        setTimeout(() => pending.current && !current.isDestroyed && emit(current), 50),
      );
    },
  });

  return {
    editor,
    /** Emits what is in the editor now (before the Markdown view opens). */
    flush: () => editor && emit(editor),
    /** Shows `markdown` (coming back from the Markdown view); false while composing. */
    load(markdown: string): boolean {
      if (!editor || editor.view.composing) return false;
      if (markdown !== lastEmitted.current) {
        editor.commands.setContent(markdown, { contentType: 'markdown', emitUpdate: false });
        lastEmitted.current = markdown;
      }
      return true;
    },
  };
}
