import { once } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createPostgresPool } from '../../src/server/db/postgres-pool.ts';
import { postgresTestUrl, testDialects } from './test-databases.ts';

// The pool's two waits: a busy database's queue is waited out (a burst of leads is stored), an
// unreachable one is given up on quickly (the visitor gets a 503 in seconds). The waits are scaled
// down to fractions of a second; the proportions are production's (5 s and 15 s).

const pools: pg.Pool[] = [];
const servers: net.Server[] = [];
const sockets: net.Socket[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

const waits = { connectMs: 200, freeConnectionMs: 2_000 };

describe.each(testDialects.filter((dialect) => dialect === 'postgres'))('a %s pool with every connection busy', () => {
  it('waits past the connect timeout for a connection to come free, and runs the query', async () => {
    const pool = createPostgresPool(await postgresTestUrl(), 1, waits);
    pools.push(pool);
    // The only connection is busy three times as long as a new connection may take.
    const busy = pool.query('select pg_sleep(0.6)');
    const queued = pool.query<{ answer: number }>('select 42 as answer');
    await busy;
    expect((await queued).rows).toEqual([{ answer: 42 }]);
  });

  it('still refuses once the free-connection wait is over', async () => {
    const pool = createPostgresPool(await postgresTestUrl(), 1, { connectMs: 200, freeConnectionMs: 400 });
    pools.push(pool);
    const busy = pool.query('select pg_sleep(1)');
    await expect(pool.query('select 1')).rejects.toThrow(/timeout/);
    await busy;
  });
});

describe('a pool whose database does not answer', () => {
  it('gives up after the connect timeout, not the free-connection wait', async () => {
    // Accepts the connection and never says a word, like a host that is up while PostgreSQL hangs.
    const silent = net.createServer((socket) => sockets.push(socket));
    servers.push(silent);
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as net.AddressInfo;
    const pool = createPostgresPool(`postgres://postgres@127.0.0.1:${port}/test`, 1, {
      connectMs: 200,
      freeConnectionMs: 30_000,
    });
    pools.push(pool);
    const started = performance.now();
    await expect(pool.query('select 1')).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
