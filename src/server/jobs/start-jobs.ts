import type { Job, JobContext, StopJob } from './job.ts';

/** The jobs once started, stopped in the two steps of a shutdown. */
export interface RunningJobs {
  /** The signal came: stops every job the draining requests do not need. */
  draining(): void;
  /**
   * The drain is over: stops the rest, and resolves once every job's work under way (a pruning
   * round stopped at the signal included) is done or given back; the database may close then.
   */
  stop(): Promise<void>;
}

/** Starts `jobs` one after another, in their order; a start that returns a promise is waited for. */
export async function startJobs(jobs: readonly Job[], context: JobContext): Promise<RunningJobs> {
  const running: Array<{ job: Job; stop: StopJob; stopped?: boolean }> = [];
  for (const job of jobs) {
    const stop = await job.start(context);
    if (stop) running.push({ job, stop });
  }
  const stopping: Array<void | Promise<void>> = [];
  const stopThose = (which: (job: Job) => boolean) => {
    for (const entry of running) {
      if (entry.stopped || !which(entry.job)) continue;
      entry.stopped = true;
      stopping.push(entry.stop());
    }
  };
  return {
    draining: () => stopThose((job) => !job.runsThroughDrain),
    stop: async () => {
      stopThose(() => true);
      await Promise.all(stopping);
    },
  };
}
