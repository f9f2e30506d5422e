import path from 'node:path';
import { RestoreRefused, restoreSqlite } from '../src/server/backup/index.ts';
import { createDb } from '../src/server/db/client.ts';
import { readDbConfig } from '../src/server/db/db-config.ts';
import { applyTombstones, tombstoneFilePath } from '../src/server/personal-data/index.ts';

// `npm run db:restore -- <file>`: replaces the SQLite database in DATA_DIR with a backup, once the
// backup has passed its checks and no server is using the folder. PostgreSQL: pg_restore (docs/deployment.md, "Backups").
const [file, ...extra] = process.argv.slice(2);
if (!file || extra.length) {
  console.error('Usage: npm run db:restore -- <backup file>   (for example data/backups/site-20261124T200000Z.db)');
  process.exit(2);
}
try {
  const config = readDbConfig(process.env);
  if (config.dialect === 'postgres') {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see "Backups" in docs/deployment.md).');
    process.exit(1);
  }
  const { holdings, applied, previous } = await restoreSqlite(path.resolve(file), config.file);
  console.log(`Restored ${config.file} from ${file}.`);
  console.log(
    `It holds ${holdings.leads} lead(s), ${holdings.accounts} staff account(s), ${holdings.contentItems} article(s) and product(s), ${holdings.images} image(s).`,
  );
  if (applied.length) console.log(`Migrations applied to it: ${applied.join(', ')}`);
  if (previous?.readable) console.log(`The database it replaced is kept as ${previous.file}`);
  else if (previous)
    console.log(`The database it replaced could not be read; its files were moved, as they were, to ${previous.file}`);
  // A restore never brings a person back: erasures made since the backup are made again.
  const db = createDb(config);
  try {
    const { applied, erased } = await applyTombstones(db, tombstoneFilePath(process.env), new Date());
    console.log(
      applied
        ? `Erasures made since this backup, applied again: ${applied} tombstone(s); erased ${erased.lead ?? 0} lead(s) and ${erased.newsletter ?? 0} newsletter subscription(s).`
        : 'No erasure made since this backup: nothing to apply.',
    );
  } catch (error) {
    // The database is already the backup: say so, and that people erased since may be in it again.
    console.error(
      `Restored, but the erasures made since the backup were NOT applied again: ${error instanceof Error ? error.message : String(error)}. ` +
        'Do not start the server until this is fixed; then run npm run db:restore again.',
    );
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(
    error instanceof RestoreRefused
      ? `Restore refused, nothing changed: ${error.message}`
      : `Restore failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
