/** Largest request body the forms accept; the adapter enforces the same cap (astro.config.ts). */
export const maxBodyBytes = 64 * 1024;

/** Why a request body could not be read as fields. */
export type BodyProblem = 'too_large' | 'malformed';

/** The fields of a JSON or URL-encoded form body, or why there are none. */
export async function readFields(request: Request): Promise<Record<string, unknown> | BodyProblem> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) return 'too_large';
  let body: string;
  try {
    body = await request.text();
  } catch {
    // The adapter aborts a body that grows past its cap (chunked uploads carry no length up front).
    return 'too_large';
  }
  if (new TextEncoder().encode(body).length > maxBodyBytes) return 'too_large';
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(body));
  if (!type.includes('application/json')) return 'malformed';
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : 'malformed';
  } catch {
    return 'malformed';
  }
}
