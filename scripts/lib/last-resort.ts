import { log } from '../../src/server/log.ts';

// Every error on the request path is caught where it happens; these handlers are the net under
// that net. One stray error (a library throwing from a callback) must not take the site down for
// every visitor, so it is logged with its stack and the server goes on. A storm of them means the
// process is no longer sound: it exits 1 and the service manager starts a fresh one.

const stormLimit = 20;
const stormWindowMs = 60_000;

/** Logs uncaught exceptions and unhandled rejections instead of dying; exits 1 on a storm of them. */
export function keepServingOnStrayErrors(): void {
  const recent: number[] = [];
  const note = (event: string, error: unknown) => {
    const now = Date.now();
    recent.push(now);
    while (recent[0]! < now - stormWindowMs) recent.shift();
    log.error(event, { error });
    if (recent.length >= stormLimit) {
      log.error('error_storm', { count: recent.length, withinMs: stormWindowMs, action: 'exit 1 for a restart' });
      process.exit(1);
    }
  };
  process.on('uncaughtException', (error) => note('uncaught_exception', error));
  process.on('unhandledRejection', (reason) => note('unhandled_rejection', reason));
}
