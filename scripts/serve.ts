import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Server } from 'node:http';
import { createDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { log } from '../src/server/log.ts';
import { preflight } from './preflight.ts';

// Serves the production build: checks configuration, migrates the database, starts the Astro node
// server, and stops cleanly on SIGTERM/SIGINT (in-flight requests finish, then the process exits 0).

const shutdownGraceMs = 10_000;

const dbConfig = await preflight();

const db = createDb(dbConfig);
try {
  const applied = await migrateToLatest(db);
  if (applied.length) log.info('migrated', { applied });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
} finally {
  await db.destroy();
}

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const entry = pathToFileURL(path.resolve('dist/server/entry.mjs')).href;
const { startServer } = (await import(entry)) as { startServer: () => { server: { server: Server } } };
const httpServer = startServer().server.server;

httpServer.on('error', (error: NodeJS.ErrnoException) => {
  console.error(`Cannot listen: ${error.code ?? ''} ${error.message}`.trim());
  process.exit(1);
});

function shutdown(signal: NodeJS.Signals): void {
  log.info('shutdown', { signal });
  httpServer.close(() => process.exit(0));
  httpServer.closeIdleConnections();
  setTimeout(() => httpServer.closeAllConnections(), shutdownGraceMs).unref();
}

process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
