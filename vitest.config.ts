import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import WaitingFilesFirst from './tests/waiting-files-first.ts';

// Files that need the machine to themselves: they assert timings (sign-in delays, lock waits, a
// percentile of answers under load) that other files' servers and password checks would stretch.
// They run one after another once the parallel group has finished.
const alone = [
  'tests/integration/sign-in-timing.test.ts',
  'tests/integration/robustness-faults.test.ts',
  'tests/integration/sqlite-faults.test.ts',
  'tests/integration/first-start.test.ts',
];

const project = (name: string, test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, ...test },
});

const everyTest = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'];

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    testTimeout: 30_000,
    // Hooks start servers: a fresh data folder's first page waits for the first content import.
    hookTimeout: 60_000,
    // Most of a file's time is waiting (servers starting, PostgreSQL, timers), not computing: four
    // files at a time on this 2-core machine. Each has its own SQLite files, PostgreSQL schema, data
    // folders and ports (servers bind port 0).
    maxWorkers: 4,
    sequence: { sequencer: WaitingFilesFirst },
    // `npm run coverage` only (not part of npm test): V8 coverage of src/ as the test processes run it
    // (a server a test spawns is not measured). reportOnFailure: a timing test that the coverage
    // overhead stretches must not cost the numbers.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      reportOnFailure: true,
    },
    // Builds once per run what tests would otherwise build again and again: an imported data folder,
    // a migrated one, and their PostgreSQL templates (tests/integration/world.ts).
    globalSetup: ['tests/integration/world.ts'],
    // Erasures made in the test process itself keep their tombstones here, never in the checkout's
    // data/ (a developer's own erasures there would be applied to the tests' databases).
    env: { PERSONAL_DATA_TOMBSTONES_FILE: path.join(tmpdir(), `hotelix-tombstones-${process.pid}.json`) },
    projects: [
      project('parallel', { include: everyTest, exclude: alone }),
      project('alone', { include: alone, fileParallelism: false, sequence: { groupOrder: 1 } }),
    ],
  },
});
