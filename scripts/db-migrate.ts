import { createDb } from '../src/server/db/client.ts';
import { readDbConfig } from '../src/server/db/db-config.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

// `npm run db:migrate`: applies pending migrations to the configured database and says what it did.
const config = readDbConfig(process.env);
const db = createDb(config);
try {
  const applied = await migrateToLatest(db);
  const where = config.dialect === 'sqlite' ? config.file : 'PostgreSQL (DATABASE_URL)';
  console.log(applied.length ? `Applied ${applied.join(', ')} to ${where}` : `${where} is up to date`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
