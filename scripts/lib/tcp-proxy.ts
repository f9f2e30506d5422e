import { connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP relay to a database that a test can cut and restore, as a network outage or a stopped server would. */
export interface TcpProxy {
  port: number;
  /** Drops every relayed connection and refuses new ones until restore(). */
  cut: () => Promise<void>;
  /** Listens again on the same port (after cut), or lets relayed bytes flow again (after stall). */
  restore: () => Promise<void>;
  /** Keeps every connection open but relays nothing, as a database that hangs would. */
  stall: () => void;
  close: () => Promise<void>;
}

/** Relays 127.0.0.1:<free port> to `target` (host and port). */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let stalled = false;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          // A cut connection errors on both sides; that is the point, not a failure of the test.
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
        if (stalled) for (const socket of [client, upstream]) socket.pause();
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as { port: number }).port;
        server = next;
        resolve();
      });
    });
  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };
  const stall = () => {
    stalled = true;
    for (const socket of sockets) socket.pause();
  };
  const restore = async () => {
    if (stalled) {
      stalled = false;
      for (const socket of sockets) socket.resume();
    }
    if (!server) await listen();
  };
  await listen();
  return { port, cut, restore, stall, close: cut };
}
