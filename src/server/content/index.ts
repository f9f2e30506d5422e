// The content feature's entry point: what pages and other features call.
export {
  kindEditorList,
  kindEditorPage,
  kindPreviewPage,
  newKindDraft,
  type EditorPage,
  type PreviewPage,
} from './editor-pages.ts';
export { handleHistoryRequest } from './history-request.ts';
export { articlePage, productPage, storyPage, type ReaderView } from './reader-pages.ts';
export { taxonomyPage, type TaxonomyView } from './taxonomy-page.ts';
