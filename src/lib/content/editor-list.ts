import type { ContentStatus } from './content-kinds.ts';

/** A line of an editors' list of content. */
export interface EditorListItem {
  id: string;
  /** Its place in readers' order (a question's, a story's), when the list is in that order and it has been published. */
  position: number | null;
  title: string;
  status: ContentStatus;
  /** Readers' address while published. */
  publicHref: string | null;
  /** ISO-8601 UTC. */
  updatedAt: string;
  /** ISO-8601 UTC of a scheduled publication. */
  publishAt: string | null;
}
