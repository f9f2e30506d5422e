// What the editors' page '/admin/tu-khoa' shows: a month's searches, counted, never who searched.

/** How many searches, or searches without a result, a folded query had in the month. */
export interface QueryCount {
  /** As counted: without diacritics, lower case, one space between words. */
  query: string;
  count: number;
}

/** One month of visitors' searches. */
export interface SearchReport {
  /** 'YYYY-MM', Vietnam time. */
  month: string;
  /** The months one may pick: this month and every earlier one with searches, newest first. */
  months: string[];
  /** Searches in the month, and how many of them found nothing. */
  searches: number;
  withoutResults: number;
  /** The most frequent queries, most searched first. */
  frequent: QueryCount[];
  /** The queries that found nothing, most searched first. */
  unanswered: QueryCount[];
}

/** How many queries each list shows. */
export const reportListLength = 50;
