/**
 * A first-come, first-served lock for async code. `unlock` hands it to the next waiter at the event
 * loop's next turn, still held meanwhile (nobody jumps the queue). Not at once: on SQLite no statement
 * waits for I/O, so a waiter let in at once ran in the same turn, and a hundred queued transactions
 * (each with its disk flush) ran back to back while no page request was read.
 */
export class Mutex {
  #locked = false;
  readonly #waiting: Array<() => void> = [];

  /** Resolves once the caller holds the lock. */
  async lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  /** Gives the lock to the longest waiter at the event loop's next turn, or frees it. */
  unlock(): void {
    const next = this.#waiting.shift();
    if (next) setImmediate(next);
    else this.#locked = false;
  }
}
