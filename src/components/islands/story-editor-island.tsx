import { StoryEditor } from '@/components/content/story-editor/story-editor';
import { withIslandBoundary } from './island-boundary';

/** /admin/khach-hang/<id>: every field of a customer story, autosaved, and the buttons that publish it. */
export const StoryEditorIsland = withIslandBoundary(StoryEditor);
