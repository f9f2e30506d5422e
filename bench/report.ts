// Renders the bench results as markdown. Every measurement hands over a Section, so a later issue adds
// its own measurement (load on the lead path, admin query latency, ...) without touching this file.

/** One table cell; `flagged` marks a figure outside the budget. */
export interface Cell {
  text: string;
  flagged?: boolean;
}

/** One measurement's contribution to the report and to latest.json. */
export interface Section {
  title: string;
  /** One line under the title: how the figures were obtained. */
  note: string;
  columns: string[];
  rows: Cell[][];
  /** One line per figure outside the budget, e.g. "/contact: LCP 1.62 s > 1.50 s". */
  flags: string[];
  /** The raw figures, written to latest.json as they are. */
  data: unknown;
}

/** Where and with what the figures were taken, shown above the tables. */
export interface RunInfo {
  date: string;
  node: string;
  chromium: string;
  lighthouse: string;
}

const escape = (text: string) => text.replaceAll('|', '\\|');

function table(section: Section): string {
  const line = (cells: string[]) => `| ${cells.map(escape).join(' | ')} |`;
  return [
    line(section.columns),
    line(section.columns.map(() => '---')),
    ...section.rows.map((row) => line(row.map((cell) => (cell.flagged ? `⚠ ${cell.text}` : cell.text)))),
  ].join('\n');
}

export function renderMarkdown(info: RunInfo, sections: Section[]): string {
  const flags = sections.flatMap((section) => section.flags);
  return (
    [
      '# Bench results',
      `${info.date} · Node ${info.node} · ${info.chromium} · Lighthouse ${info.lighthouse}. ` +
        'Budget: shared/design.md § "Performance budget"; ⚠ marks a figure outside it.',
      ...sections.flatMap((section) => [`## ${section.title}`, section.note, table(section)]),
      '## Outside budget',
      flags.length ? flags.map((flag) => `- ${flag}`).join('\n') : 'Nothing: every figure is within the budget.',
    ].join('\n\n') + '\n'
  );
}
