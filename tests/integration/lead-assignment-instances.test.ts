import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { createDb } from '../../src/server/db/client.ts';
import { addStaffAccounts } from './staff-client.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

// Two production servers on one PostgreSQL, 200 leads at once split between them: the round-robin
// is kept in the database, so three salespeople get 66–67 each, and every visitor gets a 200.

describe.each(testDialects.filter((dialect) => dialect === 'postgres'))('assignment across two %s instances', () => {
  let database: TestDatabase;
  const servers: LaunchedServer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', 'imported');
    const env = { ...database.env, RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' };
    // The accounts first: the servers' sockets then carry the leads at once, not after seconds of
    // idleness that the servers would end just as the client reuses them. An owner, who takes no
    // leads, and three salespeople.
    await addStaffAccounts(
      { dataDir: '' },
      [
        { email: 'chu@hotelix.vn', role: 'owner' },
        ...['lan', 'minh', 'ha'].map((name) => ({ email: `${name}@hotelix.vn`, role: 'sales' as const })),
      ],
      database.env,
    );
    servers.push(await launchServer(env), await launchServer(env));
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await database.dispose();
  });

  it('gives each of three salespeople 66 or 67 of 200 concurrent leads', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        fetch(`${servers[n % 2]!.url}/api/leads/trial`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            company_name: `Khách sạn số ${n}`,
            name: `Khách ${n}`,
            email: `khach${n}@vidu.vn`,
            phone: `09${String(n).padStart(8, '0')}`,
            page: '/',
          }),
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(200));
    const db = createDb(database.config);
    try {
      const rows = await db
        .selectFrom('contacts')
        .innerJoin('staff_users', 'staff_users.id', 'contacts.owner_id')
        .select(['staff_users.email', (eb) => eb.fn.countAll<string>().as('leads')])
        .groupBy('staff_users.email')
        .orderBy('staff_users.email')
        .execute();
      // The owner takes none: the three salespeople share them.
      expect(rows.map((row) => row.email)).toEqual(['ha@hotelix.vn', 'lan@hotelix.vn', 'minh@hotelix.vn']);
      expect(rows.map((row) => Number(row.leads)).sort()).toEqual([66, 67, 67]);
    } finally {
      await db.destroy();
    }
  });
});
