import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { launchServer } from '../scripts/lib/launch-server.ts';
import { measureFaults } from './faults.ts';
import { measureFirstStart } from './first-start.ts';
import { measureInbox } from './inbox-queries.ts';
import { measureSalesViews } from './sales-views.ts';
import { measurePersonalData } from './personal-data.ts';
import { measureSiteSearch } from './site-search.ts';
import { measureAssistant } from './assistant.ts';
import { measureAssistantFlood } from './assistant-flood.ts';
import { measureBooking } from './booking.ts';
import { measureLeadLoad } from './lead-load.ts';
import { measureMetricsOverhead } from './metrics-overhead.ts';
import { measureContent } from './content.ts';
import { measureNotifyLag } from './notify-lag.ts';
import { measurePushLag } from './push-lag.ts';
import { measureVisits } from './visits.ts';
import { lighthouseSection, readPreviousRun } from './lighthouse-section.ts';
import { cheapPhoneCpu, defaultCpu, measurePages, type LighthouseResults } from './lighthouse.ts';
import { tbtTasksSection } from './tbt-section.ts';
import { renderMarkdown, type RunInfo, type Section } from './report.ts';
import { allRoutes } from './routes.ts';

// `npm run bench`: serves the production build, runs every measurement against it, writes
// bench/results/latest.{json,md}, prints the table and exits 1 when any figure is outside the budget
// (so CI can gate on it). Later issues add their measurement as one more Section below.
//
// BENCH_ONLY=leads npm run bench (or lighthouse, metrics, notify, push, visits, faults, inbox, sales, personal, content, search, assistant, flood, booking, firststart, or several comma-separated) runs only those
// measurements, for quick iteration: it prints the table and exits as usual but leaves
// bench/results/latest.* alone, which always hold a full run. Unset (the default): everything.
// `inbox` needs neither the build nor a server: BENCH_ONLY=inbox node bench/run.ts runs it alone.
// BENCH_ROUTES=/,/contact (comma-separated) measures only those routes with Lighthouse, for a smoke
// run; it too leaves bench/results/latest.* alone.

const clientDir = 'dist/client';
const resultsDir = 'bench/results';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const measurements = [
  'lighthouse',
  'leads',
  'metrics',
  'notify',
  'push',
  'visits',
  'faults',
  'inbox',
  'sales',
  'personal',
  'content',
  'search',
  'assistant',
  'flood',
  'booking',
  'firststart',
] as const;
type Measurement = (typeof measurements)[number];
const only = process.env.BENCH_ONLY?.trim()
  ? process.env.BENCH_ONLY.split(',')
      .map((name) => name.trim())
      .filter(Boolean)
  : undefined;

if (!Number.isInteger(runs) || runs < 1) {
  throw new Error(`BENCH_RUNS must be a whole number ≥ 1 (got ${process.env.BENCH_RUNS})`);
}
const unknown = only?.filter((name) => !measurements.includes(name as Measurement)) ?? [];
if (unknown.length) {
  throw new Error(`BENCH_ONLY must name some of ${measurements.join(', ')} (got ${process.env.BENCH_ONLY})`);
}
const wanted = (measurement: Measurement) => !only || only.includes(measurement);
const onlyRoutes = process.env.BENCH_ROUTES?.trim()
  ? process.env.BENCH_ROUTES.split(',')
      .map((route) => route.trim())
      .filter(Boolean)
  : undefined;
/** Not a full run: bench/results/latest.* keep the last full one. */
const partial = Boolean(only || onlyRoutes);
// Lighthouse, the lead load, the notifications and the content serve the build; the inbox queries run in this process.
const needsBuild =
  wanted('lighthouse') ||
  wanted('leads') ||
  wanted('metrics') ||
  wanted('notify') ||
  wanted('push') ||
  wanted('visits') ||
  wanted('faults') ||
  wanted('content') ||
  wanted('assistant') ||
  wanted('flood') ||
  wanted('booking') ||
  wanted('firststart');
if (needsBuild && !existsSync(clientDir)) {
  throw new Error(`No build in ${clientDir}: run \`npm run bench\` (it builds first) or \`npm run build\`.`);
}

const everyRoute = needsBuild ? allRoutes(clientDir) : [];
const strayRoutes = onlyRoutes?.filter((route) => !everyRoute.includes(route)) ?? [];
if (needsBuild && strayRoutes.length) {
  throw new Error(`BENCH_ROUTES names routes the bench does not measure: ${strayRoutes.join(', ')}`);
}
const routes = onlyRoutes ?? everyRoute;
const sections: Section[] = [];
let lighthouse: LighthouseResults | undefined;
if (wanted('lighthouse')) {
  const server = await launchServer();
  try {
    // Read before this run overwrites it: each route's LCP is shown beside the last full run's.
    const previous = readPreviousRun(`${resultsDir}/latest.json`);
    // Every route at the default mobile preset, then every route on a cheap phone's CPU.
    lighthouse = await measurePages(server.url, routes, runs, defaultCpu);
    const cheapPhone = await measurePages(server.url, routes, runs, cheapPhoneCpu);
    sections.push(lighthouseSection(lighthouse, previous), lighthouseSection(cheapPhone, previous));
    sections.push(tbtTasksSection(lighthouse), tbtTasksSection(cheapPhone));
    // Later measurements run here, against the same server: sections.push(await measureSomething(server.url)).
  } finally {
    await server.stop();
  }
}
// Starts its own servers (rate limits lifted, throwaway databases), after Lighthouse so neither loads the
// CPU under the other.
if (wanted('leads')) sections.push(await measureLeadLoad());
// The same lead load with METRICS_TOKEN unset and set, in turns: what /metrics costs.
if (wanted('metrics')) sections.push(await measureMetricsOverhead());
// Also starts its own servers (and an SMTP and a webhook receiver per database): a burst of leads, then
// the wait until every notification arrived.
if (wanted('notify')) sections.push(await measureNotifyLag());
if (wanted('push')) sections.push(await measurePushLag());
if (wanted('visits')) sections.push(await measureVisits());
// Its own servers again: a held SQLite lock, a sign-in flood, killed PostgreSQL connections.
if (wanted('faults')) sections.push(await measureFaults());
// In-process, on throwaway databases of its own; last, so no server is left loading the CPU.
if (wanted('inbox')) sections.push(await measureInbox());
// In-process too: the sales workspace's views on the same fixture, with owners and next steps.
if (wanted('sales')) sections.push(await measureSalesViews());
// In-process: a person looked up and erased among the inbox fixture's 100,000 leads, both databases.
if (wanted('personal')) sections.push(await measurePersonalData());
// In-process: the site search over 10,000 published articles, both databases.
if (wanted('search')) sections.push(await measureSiteSearch());
// Its own servers on throwaway databases with 1,000 more articles: cache hits and misses, the list's
// weight, publish to visible across two instances, Lighthouse with an uploaded photo as a cover.
if (wanted('content')) sections.push(await measureContent());
// In-process retrieval on throwaway databases with 1,000 articles, then a server per database whose
// model is a fake in this process: the first streamed words' way to an HTTP client.
if (wanted('assistant')) sections.push(await measureAssistant());
// A production server per database: cached pages while 1,000 questions arrive at once, against the same flood of page requests.
if (wanted('flood')) sections.push(await measureAssistantFlood());
// In-process slots and a production server per database: the slots page at 2,000 bookings, then 100 bookings at once on 10 slots.
if (wanted('booking')) sections.push(await measureBooking());
// A production server per database on an empty one: its port, its first real page, readers' pages in its first 10 s.
if (wanted('firststart')) sections.push(await measureFirstStart());

const info: RunInfo = {
  date: new Date().toISOString(),
  node: process.version,
  chromium: lighthouse?.chromiumVersion ?? 'Chromium not run',
  lighthouse: lighthouse?.lighthouseVersion ?? 'not run',
};
const flags = sections.flatMap((section) => section.flags);
const markdown = renderMarkdown(info, sections);
const json = { ...info, sections: sections.map(({ title, data, flags }) => ({ title, data, flags })), flags };

/** Written beside the target, then renamed, so a crash never leaves half a file behind. */
function writeAtomically(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}
if (!partial) {
  mkdirSync(resultsDir, { recursive: true });
  writeAtomically(`${resultsDir}/latest.json`, JSON.stringify(json, null, 2) + '\n');
  writeAtomically(`${resultsDir}/latest.md`, markdown);
}

const scope = only
  ? `${only.join(' + ')} only` + (onlyRoutes ? `, ${routes.length} route(s)` : '')
  : `${routes.length} route(s)${onlyRoutes ? ' (BENCH_ROUTES)' : ''} at two CPU settings, the lead path with and without metrics, notification lag, faults, the inbox and content from the database`;
console.log(markdown);
console.log(
  flags.length
    ? `bench: ${flags.length} figure(s) outside the budget (${scope})` +
        (partial ? '' : `; see ${resultsDir}/latest.md`)
    : `bench: every figure within the budget (${scope})`,
);
process.exitCode = flags.length ? 1 : 0;
