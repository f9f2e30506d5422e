import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from './log.ts';

function captured(write: () => void): Record<string, unknown> {
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  write();
  return JSON.parse(String(spy.mock.calls[0]![0]));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('log', () => {
  it('keeps the code, SQLite result and cause of a logged error', () => {
    const sqlite = Object.assign(new Error('database or disk is full'), {
      code: 'ERR_SQLITE_ERROR',
      errcode: 13,
      errstr: 'database or disk is full',
    });
    const line = captured(() =>
      log.error('lead_store_failed', { error: new Error('store failed', { cause: sqlite }) }),
    );
    expect(line).toMatchObject({
      level: 'error',
      event: 'lead_store_failed',
      error: {
        name: 'Error',
        message: 'store failed',
        cause: {
          message: 'database or disk is full',
          code: 'ERR_SQLITE_ERROR',
          errcode: 13,
          errstr: 'database or disk is full',
        },
      },
    });
    expect((line.error as { cause: { stack: string } }).cause.stack).toContain('database or disk is full');
  });

  it('writes an error whose cause loops back without looping', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    first.cause = second;
    const line = captured(() => log.error('loop', { error: first }));
    expect(line).toMatchObject({ error: { message: 'first', cause: { message: 'second' } } });
    expect((line.error as { cause: Record<string, unknown> }).cause).not.toHaveProperty('cause');
  });
});
