// VISIT_COUNTING: on (the default) counts visits to public pages as daily aggregates; off stores nothing.

export interface VisitConfig {
  on: boolean;
}

/** Reads VISIT_COUNTING; throws one line naming the variable when unusable. */
export function parseVisitConfig(env: Record<string, string | undefined>): VisitConfig {
  const value = env.VISIT_COUNTING?.trim().toLowerCase() || 'on';
  if (value === 'on' || value === 'true' || value === '1') return { on: true };
  if (value === 'off' || value === 'false' || value === '0') return { on: false };
  throw new Error(
    `Invalid configuration: VISIT_COUNTING must be on or off (got ${JSON.stringify(env.VISIT_COUNTING)})`,
  );
}

/** This process's setting. */
export const visitConfig: VisitConfig = parseVisitConfig(process.env);
