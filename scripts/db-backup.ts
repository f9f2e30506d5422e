import { backupSqlite, pruneBackups } from '../src/server/backup/index.ts';
import { readDbConfig } from '../src/server/db/db-config.ts';

// `npm run db:backup`: a consistent copy of the SQLite database into DATA_DIR/backups, safe while the
// server runs and takes leads; keeps the newest BACKUP_KEEP. PostgreSQL is backed up with its own
// tools (pg_dump, see docs/deployment.md): this program does not pretend to own that database.
try {
  const config = readDbConfig(process.env);
  if (config.dialect === 'postgres') {
    console.error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (see "Backups" in docs/deployment.md); db:backup copies the SQLite database only.',
    );
    process.exit(1);
  }
  // Imported here: it checks BACKUP_KEEP as it loads, and a bad value should read as one line.
  const { backupConfig } = await import('../src/server/backup/backup-config.ts');
  const written = await backupSqlite(config.file);
  const pruned = pruneBackups(config.file, backupConfig.keep);
  console.log(
    `Backed up ${config.file} to ${written.file} (${(written.bytes / 1024).toFixed(0)} KB in ${written.ms} ms)`,
  );
  if (pruned.length) console.log(`Deleted ${pruned.length} older backup(s), keeping ${backupConfig.keep}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
