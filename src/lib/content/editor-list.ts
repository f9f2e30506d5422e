import type { ContentStatus } from './content-kinds.ts';

/** A line of the editors' list of articles or products. */
export interface EditorListItem {
  id: string;
  title: string;
  status: ContentStatus;
  /** Readers' address while published. */
  publicHref: string | null;
  /** ISO-8601 UTC. */
  updatedAt: string;
  /** ISO-8601 UTC of a scheduled publication. */
  publishAt: string | null;
}
