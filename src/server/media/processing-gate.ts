import { MediaProblem } from './media-rules.ts';

/**
 * Lets `slots` image jobs run at once and queues the rest. Encoding takes a core for a second or
 * more; on a two-core machine, one job at a time leaves the other core to the pages readers load.
 * A queue longer than `maxWaiting` refuses new uploads (503) instead of making them all wait.
 */
export class ProcessingGate {
  readonly #slots: number;
  readonly #maxWaiting: number;
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(slots: number, maxWaiting: number) {
    this.#slots = slots;
    this.#maxWaiting = maxWaiting;
  }

  /** Runs `job` when a slot is free; `queueAnyway` for background work, which waits however long the queue. */
  async run<T>(job: () => Promise<T>, queueAnyway = false): Promise<T> {
    if (this.#running >= this.#slots) {
      if (!queueAnyway && this.#waiting.length >= this.#maxWaiting) throw new MediaProblem('busy');
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next waiter, so the count stays right.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}

// Held on globalThis: scripts/serve.ts (uploads, the AVIF worker) and the built server bundle
// (imports) each load their own copy of this module, and the process needs one gate.
const handle = Symbol.for('hotelix.imageGate');
type WithGate = typeof globalThis & { [handle]?: ProcessingGate };

/** The process's gate for image encoding: one job at a time, eight uploads waiting at most. */
export function imageGate(): ProcessingGate {
  const holder = globalThis as WithGate;
  holder[handle] ??= new ProcessingGate(1, 8);
  return holder[handle];
}
