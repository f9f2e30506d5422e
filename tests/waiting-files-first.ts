import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Files that spend most of their time waiting on a real clock (a notification lease running out, a
// request timeout, the first import's retry), not computing. Started first, their waiting overlaps
// the other files' work; started last (a fresh clone has no timings cached, and Vitest then starts
// the largest files first), they ran on alone at the end of the parallel group.
const waitingFiles = [
  'tests/integration/notify-server.test.ts',
  'tests/integration/slow-request-body.test.ts',
  'tests/integration/sqlite-readonly-folder.test.ts',
  'tests/integration/operations-http.test.ts',
];

/** A generator of numbers in [0, 1) from a seed (mulberry32), so a shuffled order can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Vitest's order (slowest first by the timings it cached, else the largest files) with the waiting
 * files moved to the front; `--sequence.shuffle` (or `--sequence.shuffle.files`, the files alone)
 * still shuffles every file, by `--sequence.seed`.
 */
export default class WaitingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shuffle, seed } = this.ctx.config.sequence;
    // `--sequence.shuffle.files` reaches a custom sequencer only through the command line's options.
    const asked = this.ctx.config.cliOptions.sequence?.shuffle;
    if (shuffle || (typeof asked === 'object' && asked.files)) {
      const random = seeded(seed);
      const shuffled = [...files];
      for (let index = shuffled.length - 1; index > 0; index -= 1) {
        const other = Math.floor(random() * (index + 1));
        [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
      }
      return shuffled;
    }
    const sorted = await super.sort(files);
    const waiting = (file: TestSpecification) =>
      waitingFiles.includes(path.relative(this.ctx.config.root, file.moduleId));
    return [...sorted.filter(waiting), ...sorted.filter((file) => !waiting(file))];
  }
}
