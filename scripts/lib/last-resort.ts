import { log } from '../../src/server/log.ts';

// Every error on the request path is caught where it happens; these handlers are the net under
// that net. One stray error (a library throwing from a callback) must not take the site down for
// every visitor, so it is logged with its stack and the server goes on. A storm of uncaught
// exceptions means the process is no longer sound: it exits 1 for the service manager to start a
// fresh one. Unhandled rejections never do: a promise nobody awaited (a visitor hanging up
// mid-request, say) leaves no state half-changed, and counting them would let clients stop the site.

const stormLimit = 20;
const stormWindowMs = 60_000;

/** Logs uncaught exceptions and unhandled rejections instead of dying; exits 1 on a storm of exceptions. */
export function keepServingOnStrayErrors(): void {
  const recent: number[] = [];
  const note = (event: string, error: unknown) => {
    log.error(event, { error });
    if (event !== 'uncaught_exception') return;
    const now = Date.now();
    recent.push(now);
    while (recent[0]! < now - stormWindowMs) recent.shift();
    if (recent.length >= stormLimit) {
      log.error('error_storm', { count: recent.length, withinMs: stormWindowMs, action: 'exit 1 for a restart' });
      process.exit(1);
    }
  };
  process.on('uncaughtException', (error) => note('uncaught_exception', error));
  process.on('unhandledRejection', (reason) => note('unhandled_rejection', reason));
}
