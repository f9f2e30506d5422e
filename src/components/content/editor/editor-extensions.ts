import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Markdown } from '@tiptap/markdown';
import type { EditorState, Transaction } from '@tiptap/pm/state';
import { Plugin } from '@tiptap/pm/state';
import { Extension, type AnyExtension, type JSONContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isSafeImageAddress, isSafeLinkAddress } from './link-address';

/**
 * A transaction that takes every link and image the editor must not keep out of `state` (Markdown
 * parsing does not run the Link extension's check), or null when there is none.
 */
export function removeUnsafeLinks(state: EditorState): Transaction | null {
  const link = state.schema.marks.link;
  const tr = state.tr;
  const images: Array<{ pos: number; size: number }> = [];
  state.doc.descendants((node, pos) => {
    if (node.type.name === 'image' && !isSafeImageAddress(node.attrs.src as string | null)) {
      images.push({ pos, size: node.nodeSize });
      return false;
    }
    const mark = link && node.marks.find((candidate) => candidate.type === link);
    if (mark && !isSafeLinkAddress(mark.attrs.href as string | null)) tr.removeMark(pos, pos + node.nodeSize, mark);
    return true;
  });
  for (const { pos, size } of images.reverse()) tr.delete(pos, pos + size);
  return tr.docChanged ? tr.setMeta('addToHistory', false) : null;
}

/** A parsed document without the links and images `removeUnsafeLinks` would take out. */
export function withoutUnsafeLinks(node: JSONContent): JSONContent {
  const marks = node.marks?.filter((mark) => mark.type !== 'link' || isSafeLinkAddress(mark.attrs?.href as string));
  const content = node.content
    ?.filter((child) => child.type !== 'image' || isSafeImageAddress(child.attrs?.src as string))
    .map(withoutUnsafeLinks);
  return { ...node, ...(marks ? { marks } : {}), ...(content ? { content } : {}) };
}

/** Keeps unsafe links out of the document, whatever brought them in (typing, paste, Markdown). */
const SafeLinks = Extension.create({
  name: 'safeLinks',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        appendTransaction: (transactions, _old, state) =>
          transactions.some((tr) => tr.docChanged) ? removeUnsafeLinks(state) : null,
      }),
    ];
  },
  // The first document is built before any transaction (the Markdown extension has parsed it by now).
  onBeforeCreate() {
    const { content } = this.editor.options;
    if (content && typeof content === 'object' && !Array.isArray(content))
      this.editor.options.content = withoutUnsafeLinks(content as JSONContent);
  },
  // In case another extension built the document some other way.
  onCreate() {
    const tr = removeUnsafeLinks(this.editor.state);
    if (tr) this.editor.view.dispatch(tr);
  },
});

/** The article body's extensions: the GitHub-flavoured Markdown the site renders (underline has none). */
export function articleExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      // Bodies imported from Markdown files may use any of these; dropping one would lose text.
      heading: { levels: [2, 3, 4] },
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: null, rel: null },
        isAllowedUri: (url) => isSafeLinkAddress(url),
      },
    }),
    Image.configure({ inline: true, allowBase64: false }),
    TableKit.configure({ table: { resizable: false } }),
    Markdown.configure({ indentation: { style: 'space', size: 2 } }),
    SafeLinks,
  ];
}
