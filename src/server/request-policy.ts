import * as z from 'zod/mini';

const count = (variable: string, fallback: number) =>
  z._default(
    z.pipe(
      z.string(),
      z.transform((value, ctx) => {
        const parsed = Number(value);
        if (!Number.isInteger(parsed) || parsed < 0) {
          ctx.issues.push({ code: 'custom', message: `${variable} must be a whole number ≥ 0`, input: value });
        }
        return parsed;
      }),
    ),
    fallback,
  );

const policyEnvSchema = z.object({
  /** Lead submissions a client address may make per minute (0 lifts the limit). */
  RATE_LIMIT_PER_MINUTE: count('RATE_LIMIT_PER_MINUTE', 5),
  /** Lead submissions a client address may make per hour (0 lifts the limit). */
  RATE_LIMIT_PER_HOUR: count('RATE_LIMIT_PER_HOUR', 30),
  /**
   * Site searches (/tim-kiem) a client address may make per minute (0 lifts the limit): far above a
   * person typing and paging, low enough that a script cannot make the database search all day.
   */
  SEARCH_RATE_LIMIT_PER_MINUTE: count('SEARCH_RATE_LIMIT_PER_MINUTE', 30),
  /** Site searches a client address may make per hour (0 lifts the limit). */
  SEARCH_RATE_LIMIT_PER_HOUR: count('SEARCH_RATE_LIMIT_PER_HOUR', 300),
  /**
   * Questions to the assistant (/api/assistant) a client address may ask per minute (0 lifts the
   * limit): a person reads each answer before the next question; a script asking all day would spend
   * the day's model answers for everyone.
   */
  ASSISTANT_RATE_LIMIT_PER_MINUTE: count('ASSISTANT_RATE_LIMIT_PER_MINUTE', 10),
  /** Questions to the assistant a client address may ask per hour (0 lifts the limit). */
  ASSISTANT_RATE_LIMIT_PER_HOUR: count('ASSISTANT_RATE_LIMIT_PER_HOUR', 60),
  /**
   * Questions to the assistant from all visitors together per minute (0 lifts the limit): many
   * addresses at once (a botnet) cannot take the server or the model's budget either.
   */
  ASSISTANT_GLOBAL_LIMIT_PER_MINUTE: count('ASSISTANT_GLOBAL_LIMIT_PER_MINUTE', 120),
  /** Questions to the assistant from all visitors together per hour (0 lifts the limit). */
  ASSISTANT_GLOBAL_LIMIT_PER_HOUR: count('ASSISTANT_GLOBAL_LIMIT_PER_HOUR', 2000),
  /**
   * How many proxies in front of the server append to X-Forwarded-For ('true' = 1). Without it the
   * header is ignored: anyone could write it to dodge the rate limit.
   */
  TRUST_PROXY: z._default(
    z.pipe(
      z.string(),
      z.transform((value, ctx) => {
        if (value === 'true') return 1;
        if (value === 'false') return 0;
        const hops = Number(value);
        if (!Number.isInteger(hops) || hops < 0) {
          ctx.issues.push({
            code: 'custom',
            message: 'TRUST_PROXY must be true, false or a number of proxies',
            input: value,
          });
        }
        return hops;
      }),
    ),
    0,
  ),
});

/**
 * Seconds a client refused by a rate limit (429) is asked to wait before trying again: the limits'
 * shortest window is a minute.
 */
export const rateLimitRetrySeconds = 60;

/** How the server treats incoming requests (rate limits, proxies), read from the environment. */
export interface RequestPolicy {
  rateLimit: { perMinute: number; perHour: number };
  /** Limits of the site search, per client address. */
  searchRateLimit: { perMinute: number; perHour: number };
  /** Limits of the assistant's questions, per client address and for all visitors together. */
  assistantRateLimit: { perMinute: number; perHour: number };
  assistantGlobalLimit: { perMinute: number; perHour: number };
  trustedProxies: number;
}

/** Reads the server settings; throws one line naming the variable when a value is unusable. */
export function parseRequestPolicy(env: Record<string, string | undefined>): RequestPolicy {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = policyEnvSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0]);
    throw new Error(
      `Invalid configuration: ${issue.message.startsWith(variable) ? issue.message : `${variable} ${issue.message}`} (got ${JSON.stringify(env[variable])})`,
    );
  }
  const e = result.data;
  return {
    rateLimit: { perMinute: e.RATE_LIMIT_PER_MINUTE, perHour: e.RATE_LIMIT_PER_HOUR },
    searchRateLimit: { perMinute: e.SEARCH_RATE_LIMIT_PER_MINUTE, perHour: e.SEARCH_RATE_LIMIT_PER_HOUR },
    assistantRateLimit: { perMinute: e.ASSISTANT_RATE_LIMIT_PER_MINUTE, perHour: e.ASSISTANT_RATE_LIMIT_PER_HOUR },
    assistantGlobalLimit: {
      perMinute: e.ASSISTANT_GLOBAL_LIMIT_PER_MINUTE,
      perHour: e.ASSISTANT_GLOBAL_LIMIT_PER_HOUR,
    },
    trustedProxies: e.TRUST_PROXY,
  };
}

/** This process's request policy. */
export const requestPolicy: RequestPolicy = parseRequestPolicy(process.env);
