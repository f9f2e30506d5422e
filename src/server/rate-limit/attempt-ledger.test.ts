import { describe, expect, it } from 'vitest';
import { createAttemptLedger } from './attempt-ledger';

describe('createAttemptLedger', () => {
  const minute = 60_000;
  const keys = (...names: string[]) => names.map((key) => ({ key, limit: key.startsWith('address') ? 3 : 2 }));

  it('lets each key its own number of attempts within the window, then turns the next away', () => {
    const ledger = createAttemptLedger({ windowMs: 15 * minute });
    expect(ledger.reserve(keys('pair:lan 1', 'address:1'), 0)).toBeTypeOf('symbol');
    expect(ledger.reserve(keys('pair:lan 1', 'address:1'), minute)).toBeTypeOf('symbol');
    expect(ledger.reserve(keys('pair:lan 1', 'address:1'), 2 * minute)).toBe(false);
    expect(ledger.reserve(keys('pair:an 1', 'address:1'), 2 * minute)).toBeTypeOf('symbol');
    expect(ledger.reserve(keys('pair:thu 1', 'address:1'), 2 * minute)).toBe(false);
    expect(ledger.reserve(keys('pair:lan 2', 'address:2'), 2 * minute)).toBeTypeOf('symbol');
    expect(ledger.reserve(keys('pair:lan 1', 'address:1'), 16 * minute)).toBeTypeOf('symbol');
  });

  it('frees a place when an attempt is taken back', () => {
    const ledger = createAttemptLedger({ windowMs: 15 * minute });
    const one = [{ key: 'pair:lan 1', limit: 1 }];
    const ticket = ledger.reserve(one, 0);
    expect(ledger.reserve(one, 0)).toBe(false);
    ledger.release(ticket as symbol);
    expect(ledger.reserve(one, 0)).toBeTypeOf('symbol');
  });

  it('keeps at most `maxKeys` keys, forgetting the oldest', () => {
    const ledger = createAttemptLedger({ windowMs: 15 * minute, maxKeys: 2 });
    const one = (key: string) => [{ key, limit: 1 }];
    ledger.reserve(one('address:1'), 0);
    ledger.reserve(one('address:2'), 0);
    ledger.reserve(one('address:3'), 0);
    expect(ledger.reserve(one('address:1'), 0)).toBeTypeOf('symbol');
    expect(ledger.reserve(one('address:3'), 0)).toBe(false);
  });
});
