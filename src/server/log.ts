type Level = 'info' | 'warn' | 'error';

// One JSON object per line, so a log collector can index every field without parsing prose.
function write(level: Level, event: string, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }, (_key, value: unknown) =>
    value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
  );
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}

/** Structured server log: `log.warn('not_found', { path })` prints one JSON line. */
export const log = {
  info: (event: string, fields: Record<string, unknown> = {}) => write('info', event, fields),
  warn: (event: string, fields: Record<string, unknown> = {}) => write('warn', event, fields),
  error: (event: string, fields: Record<string, unknown> = {}) => write('error', event, fields),
};
