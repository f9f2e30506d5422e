import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { slowestLines, type FileTime } from './slowest-files.ts';

/**
 * Prints the ten slowest spec files once the run ends (`npm run test:e2e`). A file's time is the sum
 * of its tests' (hooks and fixtures included), whichever of the two workers ran them.
 */
export default class SlowestFiles implements Reporter {
  readonly #files = new Map<string, FileTime>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    const time = this.#files.get(file) ?? { file, ms: 0, tests: 0 };
    time.ms += result.duration;
    if (result.retry === 0) time.tests += 1;
    this.#files.set(file, time);
  }

  onEnd(): void {
    if (this.#files.size < 2) return;
    console.log(['', ...slowestLines([...this.#files.values()])].join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
