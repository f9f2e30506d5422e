import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import type { DbConfig } from '../db/db-config.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import { contentConfig } from './content-config.ts';
import { readContentVersion } from './content-version.repository.ts';
import { cacheTags, invalidatePages } from './page-cache.ts';

// Every instance keeps its own page cache; publishing must reach all of them within seconds. The
// change is committed with a new content version, then announced on PostgreSQL's `content_changed`
// channel with the tags to drop. Each instance listens on a connection of its own and, since a
// notification sent while it was reconnecting is lost, also reads the version every few seconds:
// a version it has not heard of drops every content page. SQLite means one instance: the change is
// applied in process and the poll finds nothing new.

const channel = 'content_changed';
const reconnectMs = [250, 1_000, 2_000, 5_000];

// On globalThis: the server bundle announces changes, scripts/serve.ts polls, each with its own copy of this module.
const heardKey = Symbol.for('hotelix.contentVersionHeard');
type WithHeard = typeof globalThis & { [heardKey]?: number };

const heardVersion = () => (globalThis as WithHeard)[heardKey] ?? 0;

/** The newest content version this instance has heard of: what is cached per version is stale below it. */
export const heardContentVersion = heardVersion;

/** Notes a version this instance has applied, so the poll does not apply it again. */
function heard(version: number): void {
  (globalThis as WithHeard)[heardKey] = Math.max(heardVersion(), version);
}

/**
 * Tells every instance (this one first) that readers' pages carrying `tags` changed, now at
 * `version`. Called after the change committed; a failed notification is logged, the poll covers it.
 */
export async function announceContentChange(db: Kysely<Database>, version: number, tags: string[]): Promise<void> {
  heard(version);
  await invalidatePages(tags);
  try {
    await sql`select pg_notify(${channel}, ${JSON.stringify({ version, tags })})`.execute(db);
  } catch (error) {
    // SQLite has no pg_notify: one instance, already invalidated above.
    if (!(error instanceof Error && /no such function/i.test(error.message)))
      log.warn('content_notify_failed', { error });
  }
}

async function applyNotice(payload: string | undefined): Promise<void> {
  try {
    const notice = JSON.parse(payload ?? '') as { version?: unknown; tags?: unknown };
    const tags = Array.isArray(notice.tags) ? notice.tags.filter((tag): tag is string => typeof tag === 'string') : [];
    await invalidatePages(tags.length ? tags : [cacheTags.all]);
    if (typeof notice.version === 'number') heard(notice.version);
  } catch {
    await invalidatePages([cacheTags.all]);
  }
}

/** Listens on a dedicated connection, reconnecting with growing waits until stopped. */
function listen(connectionString: string): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5_000 });
    client = next;
    const retry = () => {
      if (client !== next || stopped) return;
      client = undefined;
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      setTimeout(connect, reconnectMs[Math.min(attempt++, reconnectMs.length - 1)]).unref();
    };
    next.on('error', (error) => {
      log.warn('content_listen_lost', { error });
      retry();
    });
    next.on('end', retry);
    next.on('notification', (message) => void applyNotice(message.payload));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      attempt = 0;
    } catch (error) {
      log.warn('content_listen_failed', { error });
      retry();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/** Reads the version every `seconds`; one it has not heard of drops every content page. */
function poll(db: Kysely<Database>, seconds: number): () => void {
  let first = true;
  const check = async () => {
    try {
      const version = await readContentVersion(db);
      if (version > heardVersion() && !first) await invalidatePages([cacheTags.all]);
      heard(version);
      first = false;
    } catch (error) {
      if (!storageProblem(error)) log.warn('content_version_unreadable', { error });
    }
  };
  void check();
  const timer = setInterval(check, seconds * 1_000);
  timer.unref();
  return () => clearInterval(timer);
}

/** Keeps this instance's page cache in step with the database; returns a stopper. */
export function startContentSync(
  db: Kysely<Database>,
  config: DbConfig,
  settings = contentConfig,
): () => Promise<void> {
  const stopPoll = poll(db, settings.pollSeconds);
  // CONTENT_LISTEN=off: behind PgBouncer in transaction mode a LISTEN never hears anything; the poll alone then keeps pages fresh.
  const listening = config.dialect === 'postgres' && settings.listen;
  const stopListen = listening ? listen(config.connectionString) : async () => {};
  return async () => {
    stopPoll();
    await stopListen();
  };
}
