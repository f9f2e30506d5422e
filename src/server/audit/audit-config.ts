import { defaultAuditKeepDays } from '../../lib/audit/audit-actions.ts';

/** Reads AUDIT_KEEP_DAYS (days the audit log keeps a line); throws one line naming it when unusable. */
export function parseAuditKeepDays(env: Record<string, string | undefined>): number {
  const value = env.AUDIT_KEEP_DAYS?.trim();
  if (!value) return defaultAuditKeepDays;
  const days = Number(value);
  if (!/^\d+$/.test(value) || days < 30 || days > 3650)
    throw new Error(
      `Invalid configuration: AUDIT_KEEP_DAYS must be a whole number of days from 30 to 3650 (got ${JSON.stringify(env.AUDIT_KEEP_DAYS)})`,
    );
  return days;
}

/** How many days this process keeps audit lines. */
export const auditKeepDays = parseAuditKeepDays(process.env);
