/** Whether `error` is a unique key refusing a row another writer just stored (both databases' wording). */
export function isUniqueViolation(error: unknown): boolean {
  return /unique|duplicate/i.test(error instanceof Error ? error.message : String(error));
}
