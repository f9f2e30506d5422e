// How a new image wakes this process's AVIF worker at once instead of at its next poll. Held on
// globalThis: the upload handler (loaded by scripts/serve.ts) and imports in the built server bundle
// each load their own copy of this module, and the worker listens in one of them.
const handle = Symbol.for('hotelix.avifWork');
type WithListeners = typeof globalThis & { [handle]?: Set<() => void> };

function listeners(): Set<() => void> {
  const holder = globalThis as WithListeners;
  holder[handle] ??= new Set();
  return holder[handle];
}

/** Says that an image is waiting for its AVIF encodings. */
export function announceAvifWork(): void {
  for (const listener of listeners()) listener();
}

/** Calls `listener` whenever an image is stored in this process; returns how to stop. */
export function onAvifWork(listener: () => void): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}
