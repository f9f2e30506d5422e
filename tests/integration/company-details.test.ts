import { describe, expect, it } from 'vitest';
import { readCompanyRow, writeCompanyRow } from '../../src/server/settings/company.repository.ts';
import { useMigratedDatabase } from './migrated-database.ts';
import { testDialects } from './test-databases.ts';

// The company details' one row on both databases: the form over HTTP (company-details-http,
// company-details-unsafe-http) runs on SQLite, so PostgreSQL's upsert is tested here.

describe.each(testDialects)('the company details row on %s', (dialect) => {
  const migrated = useMigratedDatabase(dialect);

  it('reads nothing on a fresh install, then the last details saved, in one row', async () => {
    const { db } = migrated;
    expect(await readCompanyRow(db)).toBeUndefined();
    await writeCompanyRow(db, '{"hotline":"028 3822 1234"}', 'chu@hotelix.vn', '2026-12-02T01:00:00.000Z');
    await writeCompanyRow(db, '{"hotline":"028 3822 5678"}', 'chu2@hotelix.vn', '2026-12-02T02:00:00.000Z');
    expect(await readCompanyRow(db)).toBe('{"hotline":"028 3822 5678"}');
    expect(await db.selectFrom('company_details').selectAll().execute()).toEqual([
      {
        id: 1,
        details: '{"hotline":"028 3822 5678"}',
        updated_at: '2026-12-02T02:00:00.000Z',
        updated_by: 'chu2@hotelix.vn',
      },
    ]);
  });
});
