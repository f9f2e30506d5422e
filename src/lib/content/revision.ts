import type { ContentKind } from './content-kinds.ts';

/** A line of an item's history. */
export interface RevisionEntry {
  number: number;
  /** 'Xuất bản', 'Khôi phục bản 3', 'Xuất bản theo lịch hẹn', 'Nhập từ tệp Markdown'. */
  note: string;
  /** ISO-8601 UTC. */
  at: string;
  /** The member's name or address; null for the server (a schedule, the first import). */
  by: string | null;
}

/** A piece of a text comparison: kept, added or removed. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** What changed in one field between two revisions. */
export interface FieldDiff {
  label: string;
  parts: DiffPart[];
}

/** What an item's history page shows. */
export interface RevisionHistoryView {
  kind: ContentKind;
  itemId: string;
  /** The draft's title (a product's name). */
  title: string;
  /** The version the page was read at: a restore names it, so one after someone else's save is refused. */
  version: number;
  entries: RevisionEntry[];
  /** The revision whose changes are open, if any. */
  shown: number | null;
  diffs: FieldDiff[] | undefined;
  /** The revision just restored, if any. */
  restored: number | null;
  /** Why a restore was refused. */
  problem: string | undefined;
}
