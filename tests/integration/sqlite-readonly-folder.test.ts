import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { submissions } from '../../scripts/lib/lead-submissions.ts';
import { createDb } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import {
  dataDirLines,
  expectFirstArticles,
  expectNewsReadOrOutage,
  folder,
  launch,
  leadsOf,
  postLead,
  postUntilStored,
  timedGet,
  unavailable,
  unwritable,
  cleanUpAfterEach,
} from './sqlite-fault-staging.ts';

// The production server on a data folder it cannot write, or cannot create: pages still answer, and
// leads are stored without a restart once the folder can be written.

cleanUpAfterEach();

describe('SQLite server on a data folder it cannot write', () => {
  it.each([
    ['the folder and the database', false],
    ['the database file alone', true],
  ])(
    'serves pages, and stores leads without a restart once %s can be written',
    async (_what, filesOnly) => {
      const dataDir = folder('readonly');
      const db = createDb({ dialect: 'sqlite', file: path.join(dataDir, 'site.db') });
      await migrateToLatest(db);
      await db.destroy();
      const writable = unwritable(dataDir, { filesOnly });

      const server = await launch({ DATA_DIR: dataDir });
      expect(dataDirLines(server)).toEqual([expect.stringContaining(`DATA_DIR ${dataDir} is read-only`)]);
      expect(JSON.parse(dataDirLines(server)[0]!)).toMatchObject({ level: 'warn', event: 'storage_unavailable' });
      expect((await timedGet(`${server.url}/`)).status).toBe(200);
      await expectNewsReadOrOutage(server);
      const [refused, accepted] = submissions(2, 'readonly');
      expect(await postLead(server.url, refused!)).toMatchObject({ status: 503, message: unavailable });

      writable();
      expect(await postUntilStored(server.url, accepted!, 10_000)).toBe(200);
      await expect.poll(() => server.output(), { timeout: 5_000 }).toContain('"storage_available"');
      expect(server.output().match(/"event":"listening"/g)).toHaveLength(1);
      expect(() => process.kill(server.pid, 0)).not.toThrow();
      expect(leadsOf(dataDir, accepted!.email)).toBe(1);
      expect(leadsOf(dataDir, refused!.email)).toBe(0);
      await expectFirstArticles(server);
    },
    40_000,
  );

  it('serves pages when DATA_DIR cannot be created, and stores leads once its parent is writable', async () => {
    const parent = folder('parent');
    const dataDir = path.join(parent, 'data');
    const writable = unwritable(parent);

    const server = await launch({ DATA_DIR: dataDir });
    expect(dataDirLines(server)).toEqual([
      expect.stringContaining(`DATA_DIR ${dataDir} is missing and cannot be created`),
    ]);
    expect((await timedGet(`${server.url}/`)).status).toBe(200);
    await expectNewsReadOrOutage(server);
    const [submission] = submissions(1, 'missing');
    expect(await postLead(server.url, submission!)).toMatchObject({ status: 503, message: unavailable });

    writable();
    expect(await postUntilStored(server.url, submission!, 10_000)).toBe(200);
    await expect.poll(() => server.output(), { timeout: 5_000 }).toContain('"storage_available"');
    expect(server.output().match(/"event":"listening"/g)).toHaveLength(1);
    expect(leadsOf(dataDir, submission!.email)).toBe(1);
    await expectFirstArticles(server);
  }, 40_000);
});
