import { spawnSync } from 'node:child_process';
import { preflight } from './lib/preflight.ts';

// `npm start`: builds when the build is missing or older than the sources or configuration, then serves it.

await preflight();

// Imported only now: it reads the site configuration, which must have passed the preflight check.
const { staleBuildReason } = await import('./lib/build-stamp.ts');
const reason = staleBuildReason(process.cwd(), process.env);
if (reason) {
  console.log(`Building the site first (${reason}).`);
  const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('./serve.ts');
