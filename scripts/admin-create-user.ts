import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { hashPassword } from '../src/server/auth/password.ts';
import { findUserByEmail, insertUser, setPassword } from '../src/server/auth/staff.repository.ts';
import { createDb } from '../src/server/db/client.ts';
import { readDbConfig } from '../src/server/db/db-config.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

// `npm run admin:create-user -- --email an@hotelix.vn`: creates a sales-team account (or sets a new
// password for an existing one). The password comes from ADMIN_PASSWORD or is asked for, unechoed.

const minPasswordLength = 12;

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

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new Error('Usage: npm run admin:create-user -- --email name@example.vn');
  const password =
    process.env.ADMIN_PASSWORD ??
    (await askHidden(`Password for ${email} (at least ${minPasswordLength} characters): `));
  if (password.length < minPasswordLength)
    throw new Error(`The password must have at least ${minPasswordLength} characters.`);

  const db = createDb(readDbConfig(process.env));
  try {
    await migrateToLatest(db);
    const passwordHash = await hashPassword(password);
    if (await findUserByEmail(db, email)) {
      await setPassword(db, email, passwordHash);
      console.log(`Password changed for ${email}.`);
    } else {
      await insertUser(db, {
        id: randomUUID(),
        email,
        password_hash: passwordHash,
        created_at: new Date().toISOString(),
      });
      console.log(`Account created: ${email}. Sign in at /admin/login.`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
