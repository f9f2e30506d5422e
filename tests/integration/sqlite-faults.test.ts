import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { submissions } from '../../scripts/lib/lead-submissions.ts';
import { defaultLockWaitMs } from '../../src/server/db/lock-retry.ts';
import {
  holdLock,
  launch,
  leadsOf,
  postLead,
  timedGet,
  unavailable,
  cleanUpAfterEach,
} from './sqlite-fault-staging.ts';

// Another process holding the SQLite write lock while the production server runs: pages answer at
// once, a lead waits the lock-wait time and is answered 503. Timed, so vitest.config.ts runs it alone.

cleanUpAfterEach();

describe('SQLite server while another process holds the write lock', () => {
  it('serves pages at once, answers a lead 503 after the wait and stores leads once the lock is gone', async () => {
    const server = await launch();
    for (const page of ['/', '/tin-tuc']) expect((await timedGet(`${server.url}${page}`)).status).toBe(200);
    const holder = await holdLock(path.join(server.dataDir, 'site.db'), 10_000);

    const [blocked, later] = submissions(2, 'locked');
    const lead = postLead(server.url, blocked!);
    const samples: Record<string, number[]> = { '/': [], '/tin-tuc': [] };
    for (let round = 0; round < 8; round++) {
      for (const page of ['/', '/tin-tuc']) {
        const { status, ms } = await timedGet(`${server.url}${page}`);
        expect(status).toBe(200);
        samples[page]!.push(ms);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answer = await lead;
    expect(holder.process.exitCode, 'the lock was held throughout').toBeNull();
    console.info(`pages while the write lock is held (ms): ${JSON.stringify(samples)}; lead: ${answer.ms} ms`);
    expect(Math.max(...samples['/']!, ...samples['/tin-tuc']!)).toBeLessThan(200);
    expect(answer).toMatchObject({ status: 503, message: unavailable });
    expect(answer.ms).toBeGreaterThanOrEqual(defaultLockWaitMs - 100);
    expect(answer.ms).toBeLessThan(defaultLockWaitMs + 1_500);
    expect(server.output()).toMatch(/"lead_store_failed".*is locked by another connection/);

    await holder.release();
    expect((await postLead(server.url, later!)).status).toBe(200);
    expect(leadsOf(server.dataDir, later!.email)).toBe(1);
    expect(leadsOf(server.dataDir, blocked!.email)).toBe(0);
  }, 30_000);
});
