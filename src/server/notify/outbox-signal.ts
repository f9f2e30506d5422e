// A lead stored by the server bundle wakes the notifier that scripts/serve.ts runs, without waiting
// for its next poll. They load separate copies of this module, so the hook lives on globalThis.
const hook = Symbol.for('hotelix.outbox.wake');
type WithHook = typeof globalThis & { [hook]?: () => void };

/** Tells this process's notifier, if it runs, that new notifications are queued. */
export function announceOutbox(): void {
  (globalThis as WithHook)[hook]?.();
}

/** Makes `wake` run on every announcement; returns how to stop listening. */
export function listenToOutbox(wake: () => void): () => void {
  (globalThis as WithHook)[hook] = wake;
  return () => {
    if ((globalThis as WithHook)[hook] === wake) delete (globalThis as WithHook)[hook];
  };
}
