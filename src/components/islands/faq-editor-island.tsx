import { FaqEditor } from '@/components/content/faq-editor/faq-editor';
import { withIslandBoundary } from './island-boundary';

/** /admin/hoi-dap/<id>: a question of the FAQ, autosaved, and the buttons that publish it. */
export const FaqEditorIsland = withIslandBoundary(FaqEditor);
