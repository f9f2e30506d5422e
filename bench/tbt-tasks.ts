import type { RunnerResult } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

// Which main-thread tasks Lighthouse's TBT counted, read from its own simulation rather than guessed
// from a trace. With simulated throttling Lighthouse loads the page unthrottled, then
// replays the page's tasks on a simulated phone: every task's measured length times the CPU slowdown
// (half that for a task that lays out), one after another as their dependencies allow, with no
// timer's delay kept (a script's setTimeout of 2 s runs right after it). A task counts the part of
// it beyond 50 ms that falls between the simulated FCP and Interactive. A page's own first layout is
// in its FCP, but the tasks before it that FCP's graph leaves out (the navigation's commit, later
// chunks of the HTML parse) push it past that FCP in the full replay: that is how a page with no
// script at all has a TBT.

/** One task the simulation counted, with what it did. */
export interface BlockingTask {
  /** When it ran on the simulated phone, from the navigation's start. */
  simulatedStartMs: number;
  simulatedMs: number;
  /** What it added to TBT in the pessimistic estimate (TBT is the mean of two estimates). */
  blockingMs: number;
  /** How long it took on this machine, unthrottled: what a change to the page can shorten. */
  measuredMs: number;
  /** Its largest kinds of work, e.g. "Layout 25.4, UpdateLayoutTree 23.2, Paint 10.0" (ms). */
  work: string;
}

interface TraceEvent {
  name: string;
  dur?: number;
  args?: { data?: { type?: string } };
}
interface CpuNode {
  type: string;
  /** When the task began, in the trace's clock (µs). */
  startTime: number;
  event: TraceEvent;
  childEvents: TraceEvent[];
}
interface NodeTiming {
  startTime: number;
  endTime: number;
  duration: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<CpuNode, NodeTiming>;
}
interface LanternResult {
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

/** An event's kind: its name, and for an event dispatch the DOM event's type ("EventDispatch load"). */
const kindOf = (event: TraceEvent) =>
  event.name === 'EventDispatch' && event.args?.data?.type ? `${event.name} ${event.args.data.type}` : event.name;

/** The largest kinds of work among a task's events, summed by kind. */
function workOf(node: CpuNode): string {
  const byName = new Map<string, number>();
  for (const event of node.childEvents) {
    const kind = kindOf(event);
    byName.set(kind, (byName.get(kind) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');
}

/** What one run's simulation counted, and how fast this machine was while the page loaded. */
export interface TbtAttribution {
  /** The tasks that added to TBT, longest contribution first. */
  tasks: BlockingTask[];
  /**
   * The navigation's commit task, unthrottled (ms): Chrome's own work before the page's first byte
   * is parsed, the same whatever the page. Unlike the CPU index, read once before the run, it is
   * taken during the load, so two runs on different days compare by it. Null when the trace has none.
   */
  commitMs: number | null;
}

/** The measured length of the page's first commit task (the earliest that commits a navigation). */
function commitOf(nodes: Iterable<CpuNode>): number | null {
  let first: CpuNode | undefined;
  for (const node of nodes) {
    if (node.type !== 'cpu' || !node.childEvents.some((event) => event.name === 'DocumentLoader::CommitNavigation'))
      continue;
    if (!first || node.startTime < first.startTime) first = node;
  }
  return first ? Math.round((first.event.dur ?? 0) / 100) / 10 : null;
}

/**
 * The tasks of one Lighthouse run that added to its TBT, longest contribution first. Recomputes the
 * metric the way Lighthouse's TBT audit does (its own computed artifacts, from the run's trace and
 * network log), then keeps the per-task figures Lighthouse sums and does not report.
 */
export async function blockingTasks(runner: RunnerResult): Promise<TbtAttribution> {
  const { artifacts, lhr } = runner;
  const settings = lhr.configSettings;
  const context = { computedCache: new Map(), settings } as unknown as Parameters<
    typeof LanternTotalBlockingTime.request
  >[1];
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  } as unknown as Parameters<typeof LanternTotalBlockingTime.request>[0];
  const tbt = (await LanternTotalBlockingTime.request(data, context)) as unknown as LanternResult;
  const fcp = (await LanternFirstContentfulPaint.request(data, context)) as unknown as LanternResult;
  const interactive = (await LanternInteractive.request(data, context)) as unknown as LanternResult;
  // The pessimistic TBT is measured from the optimistic FCP to the pessimistic Interactive (Lantern's
  // TotalBlockingTime.getEstimateFromSimulation).
  const from = fcp.optimisticEstimate.timeInMs;
  const to = interactive.pessimisticEstimate.timeInMs;
  const tasks: BlockingTask[] = [];
  for (const [node, timing] of tbt.pessimisticEstimate.nodeTimings) {
    if (node.type !== 'cpu') continue;
    const blockingMs = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(
      { start: timing.startTime, end: timing.endTime, duration: timing.duration },
      from,
      to,
    );
    if (blockingMs <= 0) continue;
    tasks.push({
      simulatedStartMs: Math.round(timing.startTime),
      simulatedMs: Math.round(timing.duration),
      blockingMs: Math.round(blockingMs),
      measuredMs: Math.round((node.event.dur ?? 0) / 100) / 10,
      work: workOf(node),
    });
  }
  return {
    tasks: tasks.sort((a, b) => b.blockingMs - a.blockingMs),
    commitMs: commitOf(tbt.pessimisticEstimate.nodeTimings.keys()),
  };
}
