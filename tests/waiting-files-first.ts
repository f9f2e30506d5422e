import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { seeded } from '../scripts/lib/seeded-random.ts';

// Files that spend most of their time waiting on a real clock (a notification lease running out, a
// request timeout, the first import's retry), not computing. Started first, their waiting overlaps
// the other files' work; started last (a fresh clone has no timings cached, and Vitest then starts
// the largest files first), they ran on alone at the end of the parallel group.
const waitingFiles = [
  'tests/integration/notify-server.test.ts',
  'tests/integration/notify-restarts.test.ts',
  'tests/integration/connection-timeouts.test.ts',
  'tests/integration/sqlite-readonly-folder.test.ts',
  'tests/integration/operations-http.test.ts',
];

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
