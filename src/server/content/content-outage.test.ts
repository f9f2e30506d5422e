import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from '../db/database-unavailable.ts';
import { StorageUnavailableError } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import { readOrOutage } from './content-outage.ts';

const failing = (error: unknown) => () => Promise.reject(error);

describe('readOrOutage', () => {
  const warnings = vi.spyOn(log, 'warn');
  const errors = vi.spyOn(log, 'error');
  beforeEach(() => {
    warnings.mockReset().mockImplementation(() => {});
    errors.mockReset().mockImplementation(() => {});
  });

  it('returns what was read', async () => {
    expect(await readOrOutage('/tin-tuc', () => Promise.resolve(['bài 1']))).toEqual(['bài 1']);
  });

  it('answers undefined while the database is away, logged as content_unreadable', async () => {
    const lost = new DatabaseUnavailableError(new Error('Connection terminated unexpectedly'));
    expect(await readOrOutage('/tin-tuc', failing(lost))).toBeUndefined();
    expect(warnings).toHaveBeenCalledExactlyOnceWith('content_unreadable', { page: '/tin-tuc', error: lost });
    // A data folder's problem is reported at start-up: here only what it is.
    const full = new DatabaseUnavailableError(
      new StorageUnavailableError('/srv/data', 'is full', new Error('disk full')),
    );
    expect(await readOrOutage('/api/assistant', failing(full))).toBeUndefined();
    expect(warnings).toHaveBeenLastCalledWith('content_unreadable', { page: '/api/assistant', problem: 'is full' });
  });

  it('throws any other failure on as it came, for the 500 page and its error line', async () => {
    const bug = new TypeError('Cannot read properties of undefined');
    await expect(readOrOutage('/api/assistant', failing(bug))).rejects.toBe(bug);
    const modelDown = new TypeError('fetch failed', {
      cause: Object.assign(new Error('getaddrinfo ENOTFOUND model.invalid'), { code: 'ENOTFOUND' }),
    });
    await expect(readOrOutage('/tro-ly', failing(modelDown))).rejects.toBe(modelDown);
    const missingFile = Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
    await expect(readOrOutage('/tin-tuc', failing(missingFile))).rejects.toBe(missingFile);
    expect(warnings).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});
