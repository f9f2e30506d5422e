import type { LighthouseResults } from './lighthouse.ts';
import type { Section } from './report.ts';
import type { BlockingTask } from './tbt-tasks.ts';

// What each route's TBT was made of, beside the Lighthouse table of the same setting: the tasks the
// simulation counted (bench/tbt-tasks.ts), so a change aims at the work a page really has, not a guess.
// Figures only, no budget: the TBT itself is flagged in the Lighthouse table.

/** The three tasks that added most, as "blocking ms ← measured ms: work". */
const describe = (tasks: BlockingTask[]) =>
  tasks
    .slice(0, 3)
    .map((task) => `${task.blockingMs} ms ← ${task.measuredMs} ms: ${task.work}`)
    .join('; ') || '–';

export function tbtTasksSection(results: LighthouseResults): Section {
  return {
    title: `What TBT counted, ${results.cpu.name}`,
    note:
      "The kept run's tasks that added to TBT in Lighthouse's pessimistic estimate (TBT is the mean of " +
      'an optimistic and a pessimistic one), most first: what each added ← how long it took on this ' +
      'machine unthrottled: its largest kinds of work (ms). Layout tasks count half the slowdown; a ' +
      "timer's task runs right after the one that set it. `latest.json` keeps every counted task. " +
      "Commit: the navigation's commit task, unthrottled, Chrome's own work and the same for every page: " +
      'how fast this machine ran during the load (22–60 ms on a quiet morning, up to 141 ms on a slow afternoon).',
    columns: ['route', 'TBT', 'commit', 'counted tasks', 'largest'],
    rows: results.pages.map((page) => [
      { text: page.route },
      { text: page.tbtMs === null ? '–' : `${page.tbtMs} ms` },
      { text: page.commitMs === null ? '–' : `${page.commitMs} ms` },
      { text: String(page.blockingTasks.length) },
      { text: describe(page.blockingTasks) },
    ]),
    flags: [],
    // Every counted task is already in latest.json, with the Lighthouse section's pages.
    data: null,
  };
}
