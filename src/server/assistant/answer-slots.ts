// Every answer starts with retrieval: CPU on the one thread that also serves every page. A hundred
// questions let through at once (everyone's limit is 120 a minute) queued each page request behind
// a hundred answers. So a process starts a few answers at a time, and the others wait their turn in
// order. POST /api/assistant gives its place up once the first words (or the reply) are ready, so a
// model's stream holds none; /tro-ly without JavaScript holds it until its whole answer.

/** Answers a process works on at once until their first words: a model's wait for its first token counts, so more than the cores. */
const atOnce = 4;
let working = 0;
const waiting: Array<() => void> = [];

/** Runs `start` (an answer's start, up to its first event) once fewer than a few are running in this process. */
export async function inAnswerSlot<T>(start: () => Promise<T>): Promise<T> {
  if (working >= atOnce) await new Promise<void>((resolve) => waiting.push(resolve));
  else working += 1;
  try {
    return await start();
  } finally {
    // The place goes to the next in line, or back. On the event loop's next turn, not at once: on
    // SQLite every statement resolves without waiting for I/O, so the next answer would start in the
    // same turn, and a hundred waiting answers ran back to back before any page request queued
    // meanwhile was read.
    const next = waiting.shift();
    if (next) setImmediate(next);
    else working -= 1;
  }
}
