import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { addStaffAccounts, staffClient } from './staff-client.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

// PostgreSQL's text cannot hold a NUL: a slug, an id or a search term carrying `%00` used to fail in
// the database (500 or 503, and an error line). Every route that takes a value from its path or
// query, with a NUL somewhere in that value, must be a plain 400, signed in or not, on both databases.
// The refusal comes before any SQL, so this runs on one: PostgreSQL where the suite has it (the
// database that cannot hold a NUL), else SQLite.

const owner = 'chu@hotelix.vn';

/** Each route with a parameter, as a function of the value put in it. */
const routes: Array<(value: string) => string> = [
  (value) => `/tin-tuc/${value}`,
  (value) => `/tin-tuc?danh-muc=${value}&sap-xep=${value}&trang=${value}`,
  (value) => `/san-pham/${value}`,
  (value) => `/khach-hang/${value}`,
  (value) => `/anh/${value}`,
  (value) => `/minh-hoa/${value}.avif`,
  (value) => `/og/${value}.png`,
  (value) => `/bao-gia?goi=${value}`,
  (value) => `/tim-kiem?q=${value}&trang=${value}`,
  (value) => `/gui-yeu-cau?form=${value}&plan=${value}`,
  (value) => `/admin?q=${value}`,
  (value) => `/admin?nguon=${value}&trang-thai=${value}&phu-trach=${value}&tu=${value}&den=${value}`,
  (value) => `/admin/leads/${value}`,
  (value) => `/admin/san-pham/${value}`,
  (value) => `/admin/san-pham/${value}/xem-truoc`,
  (value) => `/admin/san-pham/${value}/lich-su`,
  (value) => `/admin/bai-viet/${value}`,
  (value) => `/admin/bai-viet/${value}/xem-truoc`,
  (value) => `/admin/bai-viet/${value}/lich-su`,
  (value) => `/admin/noi-dung/${value}/luu`,
  (value) => `/admin/nhat-ky?nguoi=${value}`,
  (value) => `/admin/tong-quan?ky=${value}&tu=${value}&den=${value}`,
  (value) => `/admin/dat-lai-mat-khau?ma=${value}`,
  (value) => `/admin/loi-moi?ma=${value}`,
  (value) => `/admin/login?next=${value}`,
];

/** A value with a NUL somewhere in it, percent-encoded as a browser or a script would send it. */
const withNul = fc
  .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
  .map(([before, after]) => encodeURIComponent(`${before}\u0000${after}`));

describe.each(testDialects.slice(-1))('a NUL in a path or query on %s', (dialect) => {
  let database: TestDatabase;
  let server: LaunchedServer;
  let ownerCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect, 'imported');
    server = await launchServer(database.env);
    await addStaffAccounts(server, [{ email: owner, role: 'owner' }], database.env);
    ownerCookie = (await staffClient(server).signIn(owner)).cookie;
  });

  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it('is refused with 400 on every route with a parameter, signed in or not, and logs no error', async () => {
    const { get } = staffClient(server);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), withNul, fc.boolean(), async (route, value, signedIn) => {
        const response = await get(route(value), signedIn ? ownerCookie : undefined);
        expect(response.status).toBe(400);
        expect(await response.text()).toBe('Yêu cầu không hợp lệ.\n');
      }),
      { numRuns: 120 },
    );
    expect(server.output()).not.toContain('"level":"error"');
    // And the server is still up, serving the same routes without the NUL.
    expect((await get('/tin-tuc', ownerCookie)).status).toBe(200);
    expect((await get('/admin?q=Hoa%20Sen', ownerCookie)).status).toBe(200);
  }, 90_000);
});
