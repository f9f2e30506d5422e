import { createHash } from 'node:crypto';

/** JSON with every object's keys in order, so the same fields hash the same whatever their order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** SHA-256 (hex) of what a submission sent: its form and fields. A retry sends the same; anything else differs. */
export function submissionFingerprint(form: string, fields: Record<string, unknown>): string {
  return createHash('sha256').update(form).update('\n').update(canonicalJson(fields)).digest('hex');
}
