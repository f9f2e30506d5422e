type Level = 'info' | 'warn' | 'error';

// Node and SQLite put the facts that matter on extra fields (code 'EACCES', errcode 13 with errstr
// 'database or disk is full'), and a wrapping error keeps the original as its cause.
const errorFields = ['code', 'errcode', 'errstr'] as const;

function serialiseError(error: Error, seen: WeakSet<Error>): Record<string, unknown> {
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const field of errorFields) {
    if (field in error) fields[field] = (error as unknown as Record<string, unknown>)[field];
  }
  fields.stack = error.stack;
  // The replacer serialises the cause in turn; a cause that loops back is left out.
  if (error.cause !== undefined && !(error.cause instanceof Error && seen.has(error.cause))) fields.cause = error.cause;
  return fields;
}

// One JSON object per line, so a log collector can index every field without parsing prose.
function write(level: Level, event: string, fields: Record<string, unknown>): void {
  const seen = new WeakSet<Error>();
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }, (_key, value: unknown) => {
    if (!(value instanceof Error)) return value;
    seen.add(value);
    return serialiseError(value, seen);
  });
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}

/** Structured server log: `log.warn('not_found', { path })` prints one JSON line. */
export const log = {
  info: (event: string, fields: Record<string, unknown> = {}) => write('info', event, fields),
  warn: (event: string, fields: Record<string, unknown> = {}) => write('warn', event, fields),
  error: (event: string, fields: Record<string, unknown> = {}) => write('error', event, fields),
};
