import pg from 'pg';
import { log } from '../log.ts';
import { siteMetrics } from '../metrics/metrics-registry.ts';

// A PostgreSQL connection can die at any moment (restart, failover, pg_terminate_backend, network).
// node-postgres then emits 'error' on the client, and, for an idle one, on the pool; an 'error'
// event nobody listens to stops the process. With these listeners a dropped connection costs only
// the queries on it (they fail: the visitor gets a 503), the pool drops it, and the next query
// opens a new connection once the database is back. No restart.

/** Longest wait for a new connection: an unreachable database answers 503 in seconds, not never. */
const connectTimeoutMs = 5_000;

/** A pool for `connectionString` that survives lost connections. */
export function createPostgresPool(connectionString: string, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
  pool.on('error', (error) => log.warn('database_connection_lost', { state: 'idle', error }));
  pool.on('connect', (client) => {
    // In use when it broke: the query under way fails and the pool discards the client on release.
    client.on('error', (error) => log.warn('database_connection_lost', { state: 'in_use', error }));
  });
  siteMetrics()?.pools.add(pool);
  return pool;
}
