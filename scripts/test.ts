import { spawn } from 'node:child_process';
import path from 'node:path';
import { missingSystemPackages, thisMachine } from './lib/system-packages.ts';

// npm test: the production build, then Vitest on it, then Playwright on it with the checks (astro
// check; ESLint then Prettier; the import rules, dependency-cruiser) beside it. Stops once a step has
// failed (its side-by-side steps end first); prints how long each step took, and Vitest and Playwright
// name their ten slowest files (scripts/lib/*-slowest-files.ts). First of all, one line names every
// system package the machine lacks (system-packages.ts), rather than tests failing one by one.

interface Step {
  script: string;
  /** Output held back and printed whole when the step ends, so two steps side by side stay legible. */
  buffered?: boolean;
}

function run({ script, buffered = false }: Step): Promise<{ script: string; code: number; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code, signal) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      if (buffered) process.stdout.write(`\n── npm run ${script} ──\n${output}`);
      console.log(`── npm run ${script}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s ──`);
      resolve({ script, code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

// The checks beside Playwright, whose two workers leave a fifth of the machine idle (waiting on the
// browser and the servers), not beside the build, where every core was already busy.
const phases: Step[][] = [
  [{ script: 'build' }],
  [{ script: 'test:unit' }],
  [
    { script: 'test:e2e' },
    { script: 'check:types', buffered: true },
    { script: 'check:style', buffered: true },
    { script: 'check:imports', buffered: true },
  ],
];

const missing = missingSystemPackages(thisMachine);
if (missing) {
  console.error(missing);
  process.exit(1);
}

// Node's module compile cache (V8's code for every module a process compiles, kept on disk): the run
// starts about a hundred servers, a process per test file and the account CLI again and again, each
// compiling the same modules; with the cache only the first does. Under node_modules, so `npm ci`
// empties it and a fresh clone's run starts without one. Processes compile as before without it.
process.env.NODE_COMPILE_CACHE ??= path.resolve('node_modules/.cache/node-compile-cache');

const started = performance.now();
for (const phase of phases) {
  const results = await Promise.all(phase.map(run));
  const failed = results.filter((result) => result.code !== 0);
  if (failed.length) {
    console.error(`npm test stopped: ${failed.map((result) => result.script).join(', ')} failed.`);
    process.exit(1);
  }
}
console.log(`npm test passed in ${Math.round((performance.now() - started) / 1000)} s.`);
