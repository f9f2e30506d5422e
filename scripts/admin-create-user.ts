import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { isStaffRole, roleLabels, staffRoles, type StaffRole } from '../src/lib/auth/staff-roles.ts';
import { audit } from '../src/server/audit/audit-log.ts';
import { changeRole, replacePassword } from '../src/server/auth/accounts.service.ts';
import { hashPassword } from '../src/server/auth/password.ts';
import { minPasswordLength, passwordProblem } from '../src/server/auth/password-policy.ts';
import { countUsers, findUserByEmail, insertUser } from '../src/server/auth/staff.repository.ts';
import { createDb } from '../src/server/db/client.ts';
import { readDbConfig } from '../src/server/db/db-config.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

// `npm run admin:create-user -- --email an@hotelix.vn [--role owner|sales|editor] [--name 'Tên']`:
// creates an account (the first one an owner, later ones sales unless --role says otherwise), or
// sets a new password for an existing one, ending its sessions (and its role, when --role is given).
// The password comes from ADMIN_PASSWORD or is asked for, unechoed.

/** Reads a line from the terminal without showing it. */
async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('No terminal to ask for the password: set ADMIN_PASSWORD instead.');
  process.stdout.write(question);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  process.stdin.setEncoding('utf8');
  let answer = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(answer);
          return;
        }
        if (char === '\u0003') reject(new Error('Cancelled.'));
        else if (char === '\u007f') answer = answer.slice(0, -1);
        else answer += char;
      }
    };
    process.stdin.on('data', onData);
  });
}

function reportRoleChange(email: string, role: StaffRole, change: Awaited<ReturnType<typeof changeRole>>): void {
  if (change === 'last_owner') {
    process.exitCode = 1;
    console.error(`${email} is the last active owner: make another account owner first.`);
  } else if (change === 'changed') console.log(`${email} is now ${role} (${roleLabels[role]}).`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
  });
  const email = values.email?.trim().toLowerCase();
  const usage = `Usage: npm run admin:create-user -- --email name@example.vn [--role ${staffRoles.join('|')}] [--name "Full name"]`;
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(usage);
  if (values.role !== undefined && !isStaffRole(values.role))
    throw new Error(`Unknown role '${values.role}'. ${usage}`);
  const name = values.name?.trim() ?? '';
  if (name.length > 100) throw new Error('The name must have at most 100 characters.');
  const password =
    process.env.ADMIN_PASSWORD ??
    (await askHidden(`Password for ${email} (at least ${minPasswordLength} characters): `));
  const problem = passwordProblem(password, { email, name });
  if (problem) throw new Error(problem);

  const db = createDb(readDbConfig(process.env));
  try {
    await migrateToLatest(db);
    const passwordHash = await hashPassword(password);
    const existing = await findUserByEmail(db, email);
    // Done at the server's console: the log names no member, only the command line.
    const fromCli = { subject: email, detail: 'Từ dòng lệnh' };
    if (existing) {
      await replacePassword(db, existing.id, passwordHash);
      await audit(db, { action: 'password_reset', ...fromCli });
      console.log(`Password changed for ${email}; every session of the account is ended.`);
      const role = values.role as StaffRole | undefined;
      if (role) {
        const change = await changeRole(db, existing.id, role);
        if (change === 'changed')
          await audit(db, {
            action: 'role_changed',
            subject: email,
            detail: `${roleLabels[existing.role]} → ${roleLabels[role]}, từ dòng lệnh`,
          });
        reportRoleChange(email, role, change);
      }
    } else {
      const role: StaffRole =
        (values.role as StaffRole | undefined) ?? ((await countUsers(db)) === 0 ? 'owner' : 'sales');
      await insertUser(db, {
        id: randomUUID(),
        email,
        password_hash: passwordHash,
        role,
        name,
        deactivated_at: null,
        created_at: new Date().toISOString(),
      });
      await audit(db, { action: 'account_created', ...fromCli, detail: `${roleLabels[role]}, từ dòng lệnh` });
      console.log(`Account created: ${email} (${role}, ${roleLabels[role]}). Sign in at /admin/login.`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
