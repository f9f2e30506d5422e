import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { launchServer } from '../scripts/lib/launch-server.ts';
import { lighthouseSection } from './lighthouse-section.ts';
import { measurePages, type LighthouseResults } from './lighthouse.ts';
import { renderMarkdown, type RunInfo, type Section } from './report.ts';
import { allRoutes } from './routes.ts';

// `npm run bench`: serves the production build, runs every measurement against it, writes
// bench/results/latest.{json,md}, prints the table and exits 1 when any figure is outside the budget
// (so CI can gate on it). Later issues add their measurement as one more Section below.

const clientDir = 'dist/client';
const resultsDir = 'bench/results';
const runs = Number(process.env.BENCH_RUNS ?? 3);

if (!Number.isInteger(runs) || runs < 1) {
  throw new Error(`BENCH_RUNS must be a whole number ≥ 1 (got ${process.env.BENCH_RUNS})`);
}
if (!existsSync(clientDir)) {
  throw new Error(`No build in ${clientDir}: run \`npm run bench\` (it builds first) or \`npm run build\`.`);
}

const routes = allRoutes(clientDir);
const server = await launchServer();
const sections: Section[] = [];
let lighthouse: LighthouseResults;
try {
  lighthouse = await measurePages(server.url, routes, runs);
  sections.push(lighthouseSection(lighthouse));
  // Later measurements run here, against the same server: sections.push(await measureSomething(server.url)).
} finally {
  await server.stop();
}

const info: RunInfo = {
  date: new Date().toISOString(),
  node: process.version,
  chromium: lighthouse.chromiumVersion,
  lighthouse: lighthouse.lighthouseVersion,
};
const flags = sections.flatMap((section) => section.flags);
const markdown = renderMarkdown(info, sections);
const json = { ...info, sections: sections.map(({ title, data, flags }) => ({ title, data, flags })), flags };

/** Written beside the target, then renamed, so a crash never leaves half a file behind. */
function writeAtomically(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}
mkdirSync(resultsDir, { recursive: true });
writeAtomically(`${resultsDir}/latest.json`, JSON.stringify(json, null, 2) + '\n');
writeAtomically(`${resultsDir}/latest.md`, markdown);

console.log(markdown);
console.log(
  flags.length
    ? `bench: ${flags.length} figure(s) outside the budget on ${routes.length} route(s); see ${resultsDir}/latest.md`
    : `bench: every figure within the budget on ${routes.length} route(s)`,
);
process.exitCode = flags.length ? 1 : 0;
