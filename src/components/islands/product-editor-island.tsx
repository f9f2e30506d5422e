import { ProductEditor } from '@/components/content/product-editor/product-editor';
import { withIslandBoundary } from './island-boundary';

/** /admin/san-pham/<id>: every field of a product, autosaved, and the buttons that publish it. */
export const ProductEditorIsland = withIslandBoundary(ProductEditor);
