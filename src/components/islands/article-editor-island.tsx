import { ArticleEditor } from '@/components/content/editor/article-editor';
import { withIslandBoundary } from './island-boundary';

/** The article editor of /admin/bai-viet/<id> (client:load: the page is nothing without it). */
export const ArticleEditorIsland = withIslandBoundary(ArticleEditor);
