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
