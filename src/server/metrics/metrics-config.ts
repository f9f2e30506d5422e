// Whether /metrics is served, read and checked once at start-up (scripts/lib/preflight.ts).

/**
 * Reads METRICS_TOKEN: unset or empty turns metrics off (nothing is counted, /metrics answers 404);
 * otherwise it is the bearer token a scraper must send, at least 24 visible ASCII characters so it
 * cannot be guessed.
 */
export function parseMetricsToken(env: Record<string, string | undefined>): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (!/^[\x21-\x7e]{24,256}$/.test(token))
    throw new Error(
      'Invalid configuration: METRICS_TOKEN must be 24 to 256 visible ASCII characters without spaces (for example the output of `openssl rand -hex 24`)',
    );
  return token;
}

let token: { value: string | undefined } | undefined;

/**
 * This process's scrape token; undefined when metrics are off. Read on first use, not as the module
 * loads: the database pool (which counts its connections) loads it before the preflight has run.
 */
export function metricsToken(): string | undefined {
  token ??= { value: parseMetricsToken(process.env) };
  return token.value;
}
