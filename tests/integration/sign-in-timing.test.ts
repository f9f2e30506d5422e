import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { slowDownMs } from '../../src/server/auth/auth.service.ts';
import { at, insertMember, useSignInAccount } from './sign-in-account.ts';
import { testDialects } from './test-databases.ts';

// What these measure would stretch on a machine busy with other files' servers and password checks:
// vitest.config.ts runs this file alone.

describe.each(testDialects)('sign-in timings on %s', (dialect) => {
  // The pauses are waited for, and noted: whether one was asked for is not a matter of timing.
  const pauses: number[] = [];
  const account = useSignInAccount(dialect, async (ms) => {
    pauses.push(ms);
    await sleep(ms);
  });
  const { attempt } = account;

  it('slows an account down after failures from many addresses, but not on a device it signed in from before', async () => {
    const first = await attempt({ now: at(0) });
    const deviceToken = first.kind === 'signed_in' ? first.deviceToken : undefined;
    expect(deviceToken).toBeTruthy();
    for (let index = 0; index < 7; index += 1)
      await attempt({ password: 'sai', address: `198.51.100.${index}`, now: at(60_000) });
    const timed = async (overrides: Parameters<typeof attempt>[0]) => {
      pauses.length = 0;
      const started = performance.now();
      const result = await attempt({ now: at(120_000), ...overrides });
      return { kind: result.kind, ms: performance.now() - started, pauses: [...pauses] };
    };
    const elsewhere = await timed({ address: '203.0.113.99' });
    expect(elsewhere.kind).toBe('signed_in');
    expect(elsewhere.pauses).toHaveLength(1);
    expect(elsewhere.pauses[0]).toBeGreaterThanOrEqual(slowDownMs(7));
    expect(elsewhere.ms).toBeGreaterThanOrEqual(slowDownMs(7));
    // No pause asked for (its time alone, a real-cost password check, can pass the slow-down's on a
    // busy machine: it has failed so).
    const known = await timed({ address: '203.0.113.100', deviceToken });
    expect(known.kind).toBe('signed_in');
    expect(known.pauses).toEqual([]);
  });

  // One database: what could tell the two apart is the scrypt check, the same code on both; the
  // account's lookup is one indexed read either way (a sliver of the time compared).
  if (dialect === 'sqlite')
    it('takes as long to refuse an unknown e-mail as a known one with a wrong password (30 each, means within 10 %)', async () => {
      // Thirty accounts, each tried once, from as many addresses: no throttling or slowing down comes in.
      for (let index = 0; index < 30; index += 1) await insertMember(account.db, `nv${index}@hotelix.vn`);
      const timings = { known: [] as number[], unknown: [] as number[] };
      for (let index = 0; index < 30; index += 1) {
        for (const kind of ['known', 'unknown'] as const) {
          const started = performance.now();
          const result = await attempt({
            email: kind === 'known' ? `nv${index}@hotelix.vn` : `khong-co-${index}@hotelix.vn`,
            password: 'sai-mat-khau-roi',
            address: `198.18.${kind === 'known' ? 1 : 2}.${index}`,
          });
          timings[kind].push(performance.now() - started);
          expect(result).toEqual({ kind: 'refused' });
        }
      }
      const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
      const [known, unknown] = [mean(timings.known), mean(timings.unknown)];
      expect(Math.abs(known - unknown) / Math.max(known, unknown)).toBeLessThan(0.1);
    }, 90_000);
});
