// How long a stopping server keeps serving while /readyz says 503, read and checked once at start-up
// (scripts/lib/preflight.ts).

/**
 * Reads SHUTDOWN_DRAIN_SECONDS (0–60, default 0): behind a load balancer that polls /readyz, the
 * seconds it needs to notice (its interval plus its timeout), so no request is sent to a closed port.
 */
export function parseDrainSeconds(env: Record<string, string | undefined>): number {
  const value = env.SHUTDOWN_DRAIN_SECONDS?.trim() || '0';
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || seconds > 60)
    throw new Error(
      `Invalid configuration: SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 0 to 60 (got ${JSON.stringify(env.SHUTDOWN_DRAIN_SECONDS)})`,
    );
  return seconds;
}

/** This process's drain time, in seconds. */
export const drainSeconds = parseDrainSeconds(process.env);
