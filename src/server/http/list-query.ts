/**
 * What the admin lists (the inbox, the audit log) share: a keyset cursor in `?sau=`, a period in
 * Vietnam days, and links that keep the filter.
 */

/** Position after the last row of the previous page: its time and id (a uuid, or the audit log's sequence number). */
export interface ListCursor {
  createdAt: string;
  id: string;
}

const cursorPattern = {
  uuid: /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([\w-]{36})$/,
  sequence: /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_(\d{1,15})$/,
};

/** Reads `?sau=<time>_<id>`, whose id is a uuid or (the audit log) a sequence number; null for anything else. */
export function parseCursor(value: string | null, id: keyof typeof cursorPattern = 'uuid'): ListCursor | null {
  const match = value?.match(cursorPattern[id]);
  return match ? { createdAt: match[1]!, id: match[2]! } : null;
}

/** The query string keeping `keys` of `params` (and a cursor), for the pager and the CSV export. */
export function listSearch(params: URLSearchParams, keys: readonly string[], cursor?: ListCursor): string {
  const next = new URLSearchParams();
  for (const key of keys) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  if (cursor) next.set('sau', `${cursor.createdAt}_${cursor.id}`);
  const search = next.toString();
  return search ? `?${search}` : '';
}

/**
 * Every row of a list, a chunk at a time (for CSV exports): `page` reads the rows after a cursor,
 * newest first, and `cursorOf` says where the next chunk starts.
 */
export async function* everyRow<T>(
  page: (cursor: ListCursor | null, limit: number) => Promise<T[]>,
  cursorOf: (row: T) => ListCursor,
  chunk = 1000,
): AsyncGenerator<T[]> {
  let cursor: ListCursor | null = null;
  for (;;) {
    const rows = await page(cursor, chunk);
    if (rows.length) yield rows;
    if (rows.length < chunk) return;
    cursor = cursorOf(rows.at(-1)!);
  }
}

const day = /^\d{4}-\d{2}-\d{2}$/;

/** A real day 'YYYY-MM-DD' from 2000 to 2100 from a date field, or null ('2026-02-31' is not one). */
export function parseDay(value: string | null): string | null {
  if (!value || !day.test(value)) return null;
  const year = Number(value.slice(0, 4));
  const real = new Date(`${value}T00:00:00Z`);
  const isReal = !Number.isNaN(real.getTime()) && real.toISOString().startsWith(value);
  return year >= 2000 && year <= 2100 && isReal ? value : null;
}
