import { afterAll, beforeAll } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import { addStaffAccounts, staffClient } from './staff-client.ts';
import { createTestDatabase, type TestDatabase, type TestDatabaseStart } from './test-databases.ts';
import { launchServer, type LaunchedServer } from './test-server.ts';

// The world of an admin page's HTTP tests, built once per describe block: a database of `dialect`,
// the production server on it, an owner, an editor and a salesperson made and signed in, and a
// connection to read what the posts stored.

/** The three roles, and the addresses their accounts are made with. */
export const teamEmails = { owner: 'chu@hotelix.vn', editor: 'bt@hotelix.vn', sales: 'lan@hotelix.vn' } as const;
type Role = keyof typeof teamEmails;

/**
 * The server, its database and the signed-in team for the tests of a describe block (set in beforeAll).
 * `env` may be a function, read when the server starts: the address of a receiver started by an earlier beforeAll.
 */
export function useTeamServer(
  dialect: TestDatabase['name'],
  start: TestDatabaseStart,
  env: Record<string, string> | (() => Record<string, string>),
) {
  let database: TestDatabase | undefined;
  const team = {
    server: undefined as unknown as LaunchedServer,
    client: undefined as unknown as ReturnType<typeof staffClient>,
    db: undefined as unknown as ReturnType<typeof createDb>,
    cookies: { owner: '', editor: '', sales: '' } as Record<Role, string>,
    /** A raw post (or `method`) of `body` as `type`, signed in with `cookie`, from the site's own origin; redirects not followed. */
    send(path: string, body: BodyInit, type: string, cookie: string, method = 'POST') {
      return fetch(`${team.server.url}${path}`, {
        method,
        redirect: 'manual',
        headers: { 'content-type': type, origin: team.server.url, cookie },
        body,
      });
    },
  };
  beforeAll(async () => {
    database = await createTestDatabase(dialect, start);
    team.server = await launchServer({ ...database.env, ...(typeof env === 'function' ? env() : env) });
    team.client = staffClient(team.server);
    team.db = createDb(database.config);
    await addStaffAccounts(
      team.server,
      (Object.keys(teamEmails) as Role[]).map((role) => ({ email: teamEmails[role], role })),
      database.env,
    );
    for (const role of Object.keys(teamEmails) as Role[])
      team.cookies[role] = (await team.client.signIn(teamEmails[role])).cookie;
  }, 60_000);
  afterAll(async () => {
    await team.db?.destroy();
    await team.server?.stop();
    await database?.dispose();
  });
  return team;
}
