/** Largest request body the forms accept; the adapter enforces the same cap (astro.config.ts). */
export const maxBodyBytes = 64 * 1024;

/** Why a request body could not be read as fields. */
export type BodyProblem = 'too_large' | 'malformed';

/** What a person is told when their post's body cannot be read. */
export const bodyMessages: Record<BodyProblem, string> = {
  too_large: 'Dữ liệu gửi lên quá lớn (tối đa 64 KB).',
  malformed: 'Yêu cầu không hợp lệ.',
};

// Fields posted by the site's forms and islands (leads, the newsletter, the editor's saves) in bytes
// that are not UTF-8 are refused: no browser sends them, and '�' would be stored in their place. A
// member of staff's plain form keeps what was typed, with '�' for such bytes: a salesperson's call
// note half lost is worse than one with a mark in it.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

/** The body as text, 'too_large' past the cap (declared or actual), 'malformed' when `strict` and it is not UTF-8. */
async function readText(request: Request, strict: boolean): Promise<string | { problem: BodyProblem }> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) return { problem: 'too_large' };
  let body: ArrayBuffer;
  try {
    body = await request.arrayBuffer();
  } catch {
    // The adapter aborts a body that grows past its cap (chunked uploads carry no length up front);
    // on the development server only: the production server reads bodies first (request-gate.ts).
    return { problem: 'too_large' };
  }
  if (body.byteLength > maxBodyBytes) return { problem: 'too_large' };
  try {
    return (strict ? strictUtf8 : lenientUtf8).decode(body);
  } catch {
    return { problem: 'malformed' };
  }
}

const isForm = (request: Request) =>
  (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded');

/** The fields of a JSON or URL-encoded form body, or why there are none. */
export async function readFields(request: Request): Promise<Record<string, unknown> | BodyProblem> {
  const body = await readText(request, true);
  if (typeof body !== 'string') return body.problem;
  if (isForm(request)) return Object.fromEntries(new URLSearchParams(body));
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return 'malformed';
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : 'malformed';
  } catch {
    return 'malformed';
  }
}

/**
 * The fields of a URL-encoded form post (the staff area's forms), or why there are none. `strict`
 * refuses bytes that are not UTF-8, as the visitors' forms do, where a '�' kept is worse than the
 * post refused: what the assistant is taught is read into every later question, and matches nothing.
 */
export async function readForm(request: Request, { strict = false } = {}): Promise<URLSearchParams | BodyProblem> {
  if (!isForm(request)) return 'malformed';
  const body = await readText(request, strict);
  return typeof body === 'string' ? new URLSearchParams(body) : body.problem;
}

/** The plain answer to a form post whose body could not be read. */
export function bodyProblemResponse(problem: BodyProblem): Response {
  return new Response(`${bodyMessages[problem]}\n`, {
    status: problem === 'too_large' ? 413 : 400,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
