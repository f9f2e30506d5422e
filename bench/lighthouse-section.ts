import { readFileSync } from 'node:fs';
import { budget } from './budget.ts';
import {
  categories,
  defaultCpu,
  type Category,
  type CpuSetting,
  type LighthouseResults,
  type PageFigures,
} from './lighthouse.ts';
import type { Cell, Section } from './report.ts';
import { formRoutes, noindexRoutes } from './routes.ts';

// Holds the Lighthouse figures against the budget: one table per CPU setting, one row per route, one
// flag per figure outside. At the default preset every budget applies; at 8× CPU only TBT has one (the
// bytes and the other categories do not depend on the CPU, so that table leaves them out).

type Format = (value: number) => string;
const kb: Format = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const bytesExact: Format = (bytes) => `${bytes.toLocaleString('en-US')} B`;
const seconds: Format = (millis) => `${(millis / 1000).toFixed(2)} s`;
const millis: Format = (value) => `${value} ms`;
const shift: Format = (value) => value.toFixed(3);
const cpuIndex: Format = (index) => Math.round(index).toLocaleString('en-US');
const scoreLabels: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

const isDefault = (cpu: CpuSetting) => cpu.cpuSlowdownMultiplier === defaultCpu.cpuSlowdownMultiplier;
const titleOf = (cpu: CpuSetting) => `Lighthouse, every public route, ${cpu.name}`;
/** The default setting's table, where the LCP before comes from; runs from before the 8× setting had it alone, untitled by setting. */
const previousTitles = [titleOf(defaultCpu), 'Lighthouse, every public route'];

/** The last full run's LCP per route, printed beside this run's so a change shows at a glance. */
export interface PreviousRun {
  date: string;
  lcpMs: Map<string, number | null>;
}

/** The Lighthouse figures of the run recorded in `file` (latest.json), or null when there is none. */
export function readPreviousRun(file: string): PreviousRun | null {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as {
      date?: string;
      sections?: { title?: string; data?: { pages?: Pick<PageFigures, 'route' | 'lcpMs'>[] } }[];
    };
    const pages = json.sections?.find((section) => previousTitles.includes(section.title ?? ''))?.data?.pages;
    if (!json.date || !pages) return null;
    return { date: json.date, lcpMs: new Map(pages.map((page) => [page.route, page.lcpMs])) };
  } catch {
    return null;
  }
}

const defaultColumns = [
  'route',
  'CPU index',
  'perf',
  'a11y',
  'bp',
  'seo',
  'FCP',
  'LCP',
  'LCP before',
  'TBT',
  'CLS',
  'doc (bytes, with headers)',
  'js',
  'css',
  'font',
  'img',
  'total',
];
const slowCpuColumns = ['route', 'CPU index', 'perf', 'FCP', 'LCP', 'TBT', 'CLS'];

/** Cells of one route; every figure outside the budget adds a line naming setting, route and figure to `flags`. */
function row(page: PageFigures, cpu: CpuSetting, flags: string[], previous: PreviousRun | null): Cell[] {
  const where = `${cpu.name} ${page.route}`;
  const plain = (value: number | null, format: Format): Cell => ({ text: value === null ? '–' : format(value) });
  /** A figure with a budget: flagged, with a line in `flags`, when it is on the wrong side of `limit`. */
  const checked = (
    what: string,
    value: number | null,
    format: Format,
    side: 'max' | 'min',
    limit: number,
    why = '',
  ): Cell => {
    if (value === null) {
      flags.push(`${where}: ${what} not measured`);
      return { text: '–', flagged: true };
    }
    if (side === 'max' ? value <= limit : value >= limit) return { text: format(value) };
    flags.push(`${where}: ${what} ${format(value)} ${side === 'max' ? '>' : '<'} ${format(limit)}${why}`);
    return { text: format(value), flagged: true };
  };
  const score = (category: Category) => {
    const lost = page.lostPoints[category] ?? [];
    // A noindex page loses SEO points on 'is-crawlable' alone by design: shown, not flagged.
    if (category === 'seo' && noindexRoutes.includes(page.route) && lost.join() === 'is-crawlable') {
      return { text: `${page.scores.seo ?? '–'} (noindex)` };
    }
    const why = lost.length ? ` (points lost on: ${lost.join(', ')})` : '';
    return checked(scoreLabels[category], page.scores[category], String, 'min', budget.minScore, why);
  };
  /** Flagged only above the old 0.02 budget; above the target 0 it says so in the cell. */
  const layoutShift = (): Cell => {
    const cell = checked('CLS', page.cls, shift, 'max', budget.maxCls);
    if (!cell.flagged && page.cls !== null && page.cls > budget.targetCls) {
      return { text: `${cell.text} (target ${budget.targetCls})` };
    }
    return cell;
  };
  const maxScript = formRoutes.includes(page.route) ? budget.maxScriptBytesWithForm : budget.maxScriptBytes;
  const columns = isDefault(cpu) ? defaultColumns : slowCpuColumns;

  if (page.runtimeError) {
    // An errored run has no figures worth reading: one flag and a row that says so.
    flags.push(`${where}: Lighthouse error ${page.runtimeError}`);
    return [{ text: page.route }, ...columns.slice(1).map(() => ({ text: 'error', flagged: true }))];
  }
  if (!isDefault(cpu)) {
    return [
      { text: page.route },
      plain(page.benchmarkIndex, cpuIndex),
      plain(page.scores.performance, String),
      plain(page.fcpMs, seconds),
      plain(page.lcpMs, seconds),
      checked('TBT', page.tbtMs, millis, 'max', budget.maxTbtMsAt8xCpu),
      plain(page.cls, shift),
    ];
  }
  return [
    { text: page.route },
    plain(page.benchmarkIndex, cpuIndex),
    ...categories.map(score),
    plain(page.fcpMs, seconds),
    checked('LCP', page.lcpMs, seconds, 'max', budget.maxLcpMs),
    plain(previous?.lcpMs.get(page.route) ?? null, seconds),
    checked('TBT', page.tbtMs, millis, 'max', budget.maxTbtMs),
    layoutShift(),
    checked('first response', page.bytes.document, bytesExact, 'max', budget.maxDocumentBytes),
    checked('JavaScript', page.bytes.script, kb, 'max', maxScript),
    plain(page.bytes.stylesheet, kb),
    plain(page.bytes.font, kb),
    plain(page.bytes.image, kb),
    plain(page.bytes.total, kb),
  ];
}

/**
 * One setting's table. `previous`: the last full run (readPreviousRun), whose LCP each row of the
 * default setting's table shows beside this run's.
 */
export function lighthouseSection(results: LighthouseResults, previous: PreviousRun | null): Section {
  const flags: string[] = [];
  const rows = results.pages.map((page) => row(page, results.cpu, flags, previous));
  const common =
    `Lighthouse ${results.settings}; the run with the median performance of ${results.runsPerRoute} per route. ` +
    "CPU index: Lighthouse's benchmarkIndex during that run; a busy machine lowers it and raises TBT, so " +
    'a figure compares only with one taken at a similar index. ';
  if (!isDefault(results.cpu)) {
    return {
      title: titleOf(results.cpu),
      note: common + `Only TBT has a budget here (≤ ${millis(budget.maxTbtMsAt8xCpu)}).`,
      columns: slowCpuColumns,
      rows,
      flags,
      data: results,
    };
  }
  return {
    title: titleOf(results.cpu),
    note:
      common +
      'Bytes are transfer sizes as served (compressed), the first response with its headers. ' +
      (previous ? `LCP before: the full run of ${previous.date}.` : 'LCP before: no earlier full run recorded.'),
    columns: defaultColumns,
    rows,
    flags,
    data: results,
  };
}
