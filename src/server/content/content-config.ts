// The content sync's settings, read and checked once at start-up (scripts/lib/preflight.ts).

/** Reads CONTENT_POLL_SECONDS (seconds between content version reads, 1–60, default 3) and CONTENT_LISTEN (on|off). */
export function parseContentConfig(env: Record<string, string | undefined>): { pollSeconds: number; listen: boolean } {
  const poll = env.CONTENT_POLL_SECONDS?.trim() || '3';
  const seconds = Number(poll);
  if (!/^\d+$/.test(poll) || seconds < 1 || seconds > 60)
    throw new Error(
      `Invalid configuration: CONTENT_POLL_SECONDS must be a whole number of seconds from 1 to 60 (got ${JSON.stringify(env.CONTENT_POLL_SECONDS)})`,
    );
  const listen = env.CONTENT_LISTEN?.trim().toLowerCase() || 'on';
  if (listen !== 'on' && listen !== 'off')
    throw new Error(
      `Invalid configuration: CONTENT_LISTEN must be on or off (got ${JSON.stringify(env.CONTENT_LISTEN)})`,
    );
  return { pollSeconds: seconds, listen: listen === 'on' };
}

/** This process's content sync settings. */
export const contentConfig = parseContentConfig(process.env);
