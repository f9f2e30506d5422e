import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { LaunchedServer } from '../../scripts/lib/launch-server.ts';
import { roleLabels, type StaffRole } from '../../src/lib/auth/staff-roles.ts';
import { insertAuditEvent } from '../../src/server/audit/audit.repository.ts';
import { createDb } from '../../src/server/db/client.ts';
import { readDbConfig } from '../../src/server/db/db-config.ts';
import { fixtureHash, insertFixtureUser } from './fixture-password.ts';

// A browser of the sales team against a real server: an account made with the CLI, then plain
// form posts and page loads, redirects left unfollowed so tests see them.

export const staffEmail = 'lan@hotelix.vn';
export const staffPassword = 'mat-khau-rat-dai-2026';

/** Runs the account CLI on `server`'s data with `args` (its output and exit status, for assertions). */
export function runAccountCli(
  server: Pick<LaunchedServer, 'dataDir'>,
  args: string[],
  env: Record<string, string> = {},
) {
  return spawnSync(process.execPath, ['scripts/admin-create-user.ts', ...args], {
    env: { ...process.env, DATA_DIR: server.dataDir, ADMIN_PASSWORD: staffPassword, ...env },
    encoding: 'utf8',
  });
}

/** An account `addStaffAccounts` makes: its role is always named (the CLI's first-is-owner rule is its own test). */
export interface StaffAccount {
  email: string;
  role: StaffRole;
  name?: string;
}

let fixtureStaffHash: Promise<string> | undefined;

/**
 * Makes accounts in `server`'s database (`env`'s DATABASE_URL, else its data folder) as the account CLI
 * does, audit entry and all, but without a CLI process per account and with `staffPassword` hashed at
 * the fixture cost (fixture-password.ts), so that neither the making nor each sign-in costs a
 * real-cost scrypt. The CLI itself (its roles, output, audit entry, password reset) is tested over
 * HTTP in admin-roles, admin-http and audit-http.
 */
export async function addStaffAccounts(
  server: Pick<LaunchedServer, 'dataDir'>,
  accounts: StaffAccount[],
  env: Record<string, string> = {},
): Promise<void> {
  fixtureStaffHash ??= fixtureHash(staffPassword);
  const db = createDb(readDbConfig({ DATA_DIR: server.dataDir, ...env }));
  try {
    for (const { email, role, name = '' } of accounts) {
      await insertFixtureUser(db, { email, role, name, passwordHash: await fixtureStaffHash });
      // The CLI's entry, as audit() writes it (without its log line in the test's output).
      await insertAuditEvent(db, {
        id: randomUUID(),
        at: new Date().toISOString(),
        action: 'account_created',
        actor_id: null,
        actor_email: null,
        subject: email,
        detail: `${roleLabels[role]}, từ dòng lệnh`,
        address: null,
        user_agent: null,
      });
    }
  } finally {
    await db.destroy();
  }
}

/** Creates the staff account on `server`'s data (the CLI's output, for assertions). */
export function createStaffAccount(server: LaunchedServer, env: Record<string, string> = {}): string {
  return runAccountCli(server, ['--email', staffEmail], env).stdout;
}

/** Sends a trial lead to `server` as the landing page's form would. */
export async function postTrialLead(
  server: LaunchedServer,
  lead: { company_name: string; name: string; email: string; phone: string },
): Promise<void> {
  const response = await fetch(`${server.url}/api/leads/trial`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...lead, page: '/' }),
  });
  if (!response.ok) throw new Error(`The lead was refused: ${response.status}`);
}

let distinctLeads = 0;

/**
 * Sends a trial lead from `name` with an e-mail and phone no other lead of this test file has (so it is
 * nobody's repeat customer: '0901 000 001' first, then 002…); its e-mail.
 */
export async function postDistinctLead(server: LaunchedServer, name: string): Promise<string> {
  distinctLeads += 1;
  const email = `khach-${distinctLeads}@vidu.vn`;
  await postTrialLead(server, {
    company_name: `Khách sạn ${name}`,
    name,
    email,
    phone: `0901 000 ${String(distinctLeads).padStart(3, '0')}`,
  });
  return email;
}

/** GET and form-POST helpers for `server`, with an optional session cookie. */
export function staffClient(server: LaunchedServer) {
  const get = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const post = (path: string, body: Record<string, string>, cookie?: string, from = server.url, userAgent?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: from,
        ...(cookie ? { cookie } : {}),
        ...(userAgent ? { 'user-agent': userAgent } : {}),
      },
      body: new URLSearchParams(body),
    });
  const signIn = async (email = staffEmail, next = '/admin', password = staffPassword, userAgent?: string) => {
    const response = await post('/admin/login', { email, password, next }, undefined, server.url, userAgent);
    return { response, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]! };
  };
  return { get, post, signIn };
}
