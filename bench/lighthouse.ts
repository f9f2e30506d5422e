import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromiumFlags, findChromium } from '../scripts/lib/chromium-path.ts';
import { blockingTasks, type BlockingTask, type TbtAttribution } from './tbt-tasks.ts';

// Runs Lighthouse (mobile preset: simulated slow 4G, at the preset's CPU slowdown or a slower one) on
// each route and keeps the figures the budget speaks about. Only measures: budget checks and rendering
// live elsewhere.

/** A CPU the routes are measured on: Lighthouse's mobile preset with this CPU slowdown. */
export interface CpuSetting {
  /** Names the setting in the report's titles, flags and progress lines: "default (4× CPU)", "8× CPU". */
  name: string;
  cpuSlowdownMultiplier: number;
}

/** Lighthouse's own mobile preset (4× CPU slowdown), read from its constants rather than copied. */
export const defaultCpu: CpuSetting = {
  name: `default (${throttling.mobileSlow4G.cpuSlowdownMultiplier}× CPU)`,
  cpuSlowdownMultiplier: throttling.mobileSlow4G.cpuSlowdownMultiplier,
};

/** "Instant on a cheap phone": the same preset on a CPU twice as slow. */
export const cheapPhoneCpu: CpuSetting = { name: '8× CPU', cpuSlowdownMultiplier: 8 };

/** The default config with only the CPU slowdown changed: network and emulation stay the preset's. */
function configFor(cpu: CpuSetting): Config {
  return {
    extends: 'lighthouse:default',
    settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu.cpuSlowdownMultiplier } },
  };
}

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

/** Resource types of the `resource-summary` audit the budget and the table care about. */
export const byteTypes = ['document', 'script', 'stylesheet', 'font', 'image', 'total'] as const;
export type ByteType = (typeof byteTypes)[number];

/** What one route measured, from the run with the median performance score. */
export interface PageFigures {
  route: string;
  url: string;
  /** Performance score of every run, in run order, so the spread is visible. */
  performanceRuns: (number | null)[];
  /** 0–100 as Lighthouse displays them; null when the category could not be scored. */
  scores: Record<Category, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Transfer bytes as served (compressed, response headers included) per resource type. */
  bytes: Record<ByteType, number>;
  /** For each category below 100, the ids of the weighted audits that lost points. */
  lostPoints: Partial<Record<Category, string[]>>;
  runtimeError: string | null;
  warnings: string[];
  /**
   * Lighthouse's CPU speed estimate for this machine during the kept run: on a busy machine it drops
   * and TBT rises, so a figure compares only with one taken at a similar index.
   */
  benchmarkIndex: number;
  /** The CPU index of every run, in run order, beside `performanceRuns`. */
  benchmarkIndexRuns: number[];
  /** The tasks Lighthouse's simulation counted in this run's TBT, longest contribution first (tbt-tasks.ts). */
  blockingTasks: BlockingTask[];
  /** The navigation's commit task in this run, unthrottled (ms): the machine's speed during the load. */
  commitMs: number | null;
}

/** One run's figures; the route keeps the median one. */
type RunFigures = Omit<PageFigures, 'performanceRuns' | 'benchmarkIndexRuns'>;

export interface LighthouseResults {
  cpu: CpuSetting;
  chromiumVersion: string;
  lighthouseVersion: string;
  /** The emulation and throttling actually applied, read back from Lighthouse rather than assumed. */
  settings: string;
  runsPerRoute: number;
  pages: PageFigures[];
}

const round = (value: number | undefined, digits = 0) =>
  value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** Transfer size per resource type, read from the `resource-summary` table. */
function bytesByType(lhr: Result): Record<ByteType, number> {
  const bytes = Object.fromEntries(byteTypes.map((type) => [type, 0])) as Record<ByteType, number>;
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') return bytes;
  for (const item of details.items) {
    const type = item.resourceType as ByteType;
    if (byteTypes.includes(type) && typeof item.transferSize === 'number') bytes[type] = item.transferSize;
  }
  return bytes;
}

/** Weighted audits that scored below 1: the reason a category is not 100. */
function lostPoints(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const score = lhr.audits[ref.id]?.score;
      return typeof score === 'number' && score < 1;
    })
    .map((ref) => ref.id);
}

function figures(lhr: Result, route: string): Omit<RunFigures, 'blockingTasks' | 'commitMs'> {
  const metric = (id: string, digits = 0) => round(lhr.audits[id]?.numericValue, digits);
  const scores = {} as Record<Category, number | null>;
  const lost: Partial<Record<Category, string[]>> = {};
  for (const category of categories) {
    const score = lhr.categories[category]?.score;
    scores[category] = typeof score === 'number' ? Math.round(score * 100) : null;
    if (scores[category] !== 100) lost[category] = lostPoints(lhr, category);
  }
  return {
    route,
    url: lhr.finalDisplayedUrl,
    scores,
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift', 3),
    bytes: bytesByType(lhr),
    lostPoints: lost,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The emulation and throttling of a run in one line, so the report states what it measured under. */
function describeSettings(lhr: Result): string {
  const { formFactor, throttlingMethod, throttling } = lhr.configSettings;
  return (
    `${formFactor}, ${throttlingMethod} throttling: ${throttling.rttMs ?? '?'} ms RTT, ` +
    `${Math.round(throttling.throughputKbps ?? 0)} kbps, ${throttling.cpuSlowdownMultiplier ?? '?'}x CPU slowdown`
  );
}

/** The run with the middle performance score (the lower of the two middles when the count is even). */
function medianRun(runs: RunFigures[]): RunFigures {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Refuses a run whose applied CPU slowdown is not the one asked for: its figures would be mislabelled. */
function checkApplied(lhr: Result, cpu: CpuSetting): void {
  const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (applied !== cpu.cpuSlowdownMultiplier) {
    throw new Error(
      `Lighthouse applied a ${applied}x CPU slowdown, not the ${cpu.cpuSlowdownMultiplier}x of ${cpu.name}`,
    );
  }
}

/** One Lighthouse run of `url` in a Chromium of its own, which is always killed afterwards. */
async function measureOnce(
  url: string,
  cpu: CpuSetting,
): Promise<{ lhr: Result; browser: string; blocking: TbtAttribution }> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...chromiumFlags, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      Browser?: string;
    };
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] };
    const result = await lighthouse(url, flags, configFor(cpu));
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { lhr: result.lhr, browser: version.Browser ?? 'unknown', blocking: await blockingTasks(result) };
  } finally {
    chrome.kill();
  }
}

/**
 * Measures every route `runs` times at `cpu` (the mobile preset by default), each run in a fresh
 * headless Chromium, as the Lighthouse command line does. One browser for every run carried its
 * sockets and state from page to page, and Lighthouse's simulation then gave the same page FCPs far
 * apart from one run to the next.
 */
export async function measurePages(
  baseUrl: string,
  routes: readonly string[],
  runs: number,
  cpu: CpuSetting = defaultCpu,
): Promise<LighthouseResults> {
  let chromiumVersion = 'unknown';
  let lighthouseVersion = '';
  let settings = '';
  const pages: PageFigures[] = [];
  for (const route of routes) {
    const measured: RunFigures[] = [];
    for (let run = 1; run <= runs; run++) {
      const { lhr, browser, blocking } = await measureOnce(new URL(route, baseUrl).href, cpu);
      checkApplied(lhr, cpu);
      chromiumVersion = browser;
      lighthouseVersion = lhr.lighthouseVersion;
      settings = describeSettings(lhr);
      const page = { ...figures(lhr, route), blockingTasks: blocking.tasks, commitMs: blocking.commitMs };
      measured.push(page);
      console.error(
        `lighthouse ${cpu.name} ${route} run ${run}/${runs}: performance ${page.scores.performance ?? 'n/a'}, ` +
          `TBT ${page.tbtMs ?? 'n/a'} ms, CPU index ${Math.round(page.benchmarkIndex)}, commit ${page.commitMs ?? 'n/a'} ms`,
      );
    }
    pages.push({
      ...medianRun(measured),
      performanceRuns: measured.map((page) => page.scores.performance),
      benchmarkIndexRuns: measured.map((page) => page.benchmarkIndex),
    });
  }
  return { cpu, chromiumVersion, lighthouseVersion, settings, runsPerRoute: runs, pages };
}
