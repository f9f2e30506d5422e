/**
 * Whether `value` is a record id as the server makes them (randomUUID): checked before a query, so
 * text from a URL (a NUL byte, which PostgreSQL refuses with an error) never reaches the database.
 */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
