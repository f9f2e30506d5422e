/**
 * The look of the text being edited, close to the published article's: the admin pages do not load
 * the typography stylesheet, so headings, lists, quotes, tables and images are styled here.
 */
export const editorContentClass = [
  // ProseMirror's own rules (its stylesheet is not injected, see use-markdown-editor.ts): typed spaces kept, no ligatures.
  'relative whitespace-break-spaces [font-variant-ligatures:none] [&_li]:relative [&_pre]:whitespace-pre-wrap',
  'min-h-72 max-w-none overflow-x-auto px-3 py-3 text-base leading-relaxed break-words',
  'rounded-b-lg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold',
  '[&_h4]:mt-4 [&_h4]:font-bold [&_p]:my-3 [&_a]:text-primary [&_a]:underline',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-border [&_td]:p-2',
  '[&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:p-2 [&_th]:text-left [&_.selectedCell]:bg-secondary',
  '[&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-ring',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3 [&_code]:font-mono [&_hr]:my-6 [&_hr]:border-border',
].join(' ');
