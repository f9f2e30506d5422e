/** A first-come, first-served lock for async code; `unlock` hands it straight to the next waiter. */
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

  /** Gives the lock to the longest waiter, or frees it. */
  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#locked = false;
  }
}
