import { readFileSync } from 'node:fs';
import { budget } from './budget.ts';
import { categories, type Category, type LighthouseResults, type PageFigures } from './lighthouse.ts';
import type { Cell, Section } from './report.ts';
import { formRoutes, noindexRoutes } from './routes.ts';

// Holds the Lighthouse figures against the budget: one table row per route, one flag per figure outside.

type Format = (value: number) => string;
const kb: Format = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds: Format = (millis) => `${(millis / 1000).toFixed(2)} s`;
const millis: Format = (value) => `${value} ms`;
const shift: Format = (value) => value.toFixed(3);
const scoreLabels: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

const title = 'Lighthouse, every public route';

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
    const pages = json.sections?.find((section) => section.title === title)?.data?.pages;
    if (!json.date || !pages) return null;
    return { date: json.date, lcpMs: new Map(pages.map((page) => [page.route, page.lcpMs])) };
  } catch {
    return null;
  }
}

const columns = [
  'route',
  'perf',
  'a11y',
  'bp',
  'seo',
  'FCP',
  'LCP',
  'LCP before',
  'TBT',
  'CLS',
  'doc',
  'js',
  'css',
  'font',
  'img',
  'total',
];

function row(page: PageFigures, flags: string[], previous: PreviousRun | null): Cell[] {
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
      flags.push(`${page.route}: ${what} not measured`);
      return { text: '–', flagged: true };
    }
    if (side === 'max' ? value <= limit : value >= limit) return { text: format(value) };
    flags.push(`${page.route}: ${what} ${format(value)} ${side === 'max' ? '>' : '<'} ${format(limit)}${why}`);
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
  const maxScript = formRoutes.includes(page.route) ? budget.maxScriptBytesWithForm : budget.maxScriptBytes;

  if (page.runtimeError) {
    // An errored run has no figures worth reading: one flag and a row that says so.
    flags.push(`${page.route}: Lighthouse error ${page.runtimeError}`);
    return [{ text: page.route }, ...columns.slice(1).map(() => ({ text: 'error', flagged: true }))];
  }
  return [
    { text: page.route },
    ...categories.map(score),
    plain(page.fcpMs, seconds),
    checked('LCP', page.lcpMs, seconds, 'max', budget.maxLcpMs),
    plain(previous?.lcpMs.get(page.route) ?? null, seconds),
    checked('TBT', page.tbtMs, millis, 'max', budget.maxTbtMs),
    checked('CLS', page.cls, shift, 'max', budget.maxCls),
    checked('HTML', page.bytes.document, kb, 'max', budget.maxDocumentBytes),
    checked('JavaScript', page.bytes.script, kb, 'max', maxScript),
    plain(page.bytes.stylesheet, kb),
    plain(page.bytes.font, kb),
    plain(page.bytes.image, kb),
    plain(page.bytes.total, kb),
  ];
}

/** `previous`: the last full run (readPreviousRun), whose LCP each row shows beside this run's. */
export function lighthouseSection(results: LighthouseResults, previous: PreviousRun | null): Section {
  const flags: string[] = [];
  const rows = results.pages.map((page) => row(page, flags, previous));
  return {
    title,
    note:
      `Lighthouse ${results.settings}; the run with the median performance of ${results.runsPerRoute} per route. ` +
      'Bytes are transfer sizes (gzip as served). ' +
      (previous ? `LCP before: the full run of ${previous.date}.` : 'LCP before: no earlier full run recorded.'),
    columns,
    rows,
    flags,
    data: results,
  };
}
