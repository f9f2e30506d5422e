import pg from 'pg';
import { log } from '../log.ts';
import { siteMetrics } from '../metrics/metrics-registry.ts';

// A PostgreSQL connection can die at any moment (restart, failover, pg_terminate_backend, network).
// node-postgres then emits 'error' on the client, and, for an idle one, on the pool; an 'error'
// event nobody listens to stops the process. With these listeners a dropped connection costs only
// the queries on it (they fail: the visitor gets a 503), the pool drops it, and the next query
// opens a new connection once the database is back. No restart.

/** How long a query may wait, in the two places it can, before it fails (the visitor gets a 503). */
export interface PoolWaits {
  /** For a new connection: an unreachable database answers 503 in seconds, not never. */
  connectMs: number;
  /**
   * For one of the pool's connections to come free, when all are busy. Longer than a new
   * connection's: the database is answering, only busy, and a burst of leads must queue, not be
   * refused: a burst of leads sent at once takes seconds to store, longer on a busy machine, and a
   * wait as short as a new connection's refused some of it. Under the server's 20 s for a whole request.
   */
  freeConnectionMs: number;
}

const defaultWaits: PoolWaits = { connectMs: 5_000, freeConnectionMs: 15_000 };

/** A pool for `connectionString` that survives lost connections. */
export function createPostgresPool(connectionString: string, max = 20, waits: PoolWaits = defaultWaits): pg.Pool {
  // node-postgres has one setting for both waits: the pool waits for a free connection that long,
  // and hands the same setting to each connection it opens. This client overrides its own.
  class PoolClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: waits.connectMs });
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: waits.freeConnectionMs,
    Client: PoolClient,
    keepAlive: true,
  });
  pool.on('error', (error) => log.warn('database_connection_lost', { state: 'idle', error }));
  pool.on('connect', (client) => {
    // In use when it broke: the query under way fails and the pool discards the client on release.
    client.on('error', (error) => log.warn('database_connection_lost', { state: 'in_use', error }));
  });
  siteMetrics()?.pools.add(pool);
  return pool;
}
