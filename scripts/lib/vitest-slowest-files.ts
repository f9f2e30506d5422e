import type { Reporter, TestModule } from 'vitest/node';
import { slowestLines } from './slowest-files.ts';

/**
 * Prints the ten slowest files once the run ends (`npm run test:unit`). A file's time is that of its
 * tests and hooks, the figure Vitest prints beside it; four files run at a time, so much of it is
 * waiting for a core.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (modules.length < 2) return;
    const files = modules.map((module) => ({
      file: module.relativeModuleId,
      ms: module.diagnostic().duration,
      tests: [...module.children.allTests()].length,
    }));
    console.log(['', ...slowestLines(files)].join('\n'));
  }
}
