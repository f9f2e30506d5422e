import { describe, expect, it } from 'vitest';
import { createAttemptLedger } from './attempt-ledger';

describe('createAttemptLedger', () => {
  const minute = 60_000;

  it('lets `limit` attempts through per key within the window, then turns the next away', () => {
    const ledger = createAttemptLedger({ limit: 2, windowMs: 15 * minute });
    expect(ledger.reserve(['email:lan', 'address:1'], 0)).toBeTypeOf('symbol');
    expect(ledger.reserve(['email:lan', 'address:2'], minute)).toBeTypeOf('symbol');
    expect(ledger.reserve(['email:lan', 'address:3'], 2 * minute)).toBe(false);
    expect(ledger.reserve(['email:an', 'address:1'], 2 * minute)).toBeTypeOf('symbol');
    expect(ledger.reserve(['email:lan', 'address:4'], 16 * minute)).toBeTypeOf('symbol');
  });

  it('frees a place when an attempt is taken back', () => {
    const ledger = createAttemptLedger({ limit: 1, windowMs: 15 * minute });
    const ticket = ledger.reserve(['email:lan'], 0);
    expect(ledger.reserve(['email:lan'], 0)).toBe(false);
    ledger.release(ticket as symbol);
    expect(ledger.reserve(['email:lan'], 0)).toBeTypeOf('symbol');
  });

  it('keeps at most `maxKeys` keys, forgetting the oldest', () => {
    const ledger = createAttemptLedger({ limit: 1, windowMs: 15 * minute, maxKeys: 2 });
    ledger.reserve(['address:1'], 0);
    ledger.reserve(['address:2'], 0);
    ledger.reserve(['address:3'], 0);
    expect(ledger.reserve(['address:1'], 0)).toBeTypeOf('symbol');
    expect(ledger.reserve(['address:3'], 0)).toBe(false);
  });
});
