// `npm test` names the ten slowest test files of Vitest and of Playwright after their summaries
// (vitest-slowest-files.ts, playwright-slowest-files.ts), so a file that grows slow is seen in every
// run rather than found by reading every file's line.

export interface FileTime {
  file: string;
  ms: number;
  tests: number;
}

/** A heading and one line per file for the `count` slowest of `files`: seconds, path, number of tests. */
export function slowestLines(files: FileTime[], count = 10): string[] {
  const slowest = files.toSorted((a, b) => b.ms - a.ms).slice(0, count);
  return [
    `The ${slowest.length} slowest files:`,
    ...slowest.map(
      ({ file, ms, tests }) =>
        `${(ms / 1000).toFixed(1).padStart(7)} s  ${file} (${tests} ${tests === 1 ? 'test' : 'tests'})`,
    ),
  ];
}
