import { randomUUID } from 'node:crypto';

// Trial requests as a browser sends them, for the tests and bench sections that run a real server.

/** One trial request: its e-mail (unique per run), idempotency key and JSON body. */
export interface Submission {
  email: string;
  key: string;
  body: string;
}

/** `count` distinct trial requests from `<prefix>-<run>-<index>@hoasen.vn`. */
export function submissions(count: number, prefix = 'crash'): Submission[] {
  const run = randomUUID().slice(0, 8);
  return Array.from({ length: count }, (_, index) => {
    const email = `${prefix}-${run}-${index}@hoasen.vn`;
    const fields = { company_name: 'Khách sạn Hoa Sen', name: 'Nguyễn Văn An', email, phone: '0901234567', page: '/' };
    return { email, key: randomUUID(), body: JSON.stringify(fields) };
  });
}

/** The HTTP status, or null when no answer came (the process died with the request in flight). */
export async function post(url: string, submission: Submission): Promise<number | null> {
  try {
    const response = await fetch(`${url}/api/leads/trial`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': submission.key },
      body: submission.body,
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

/** Posts every submission, `concurrency` at a time; resolves to the statuses in order. */
export async function postAll(url: string, all: Submission[], concurrency = 20): Promise<Array<number | null>> {
  const statuses: Array<number | null> = [];
  let next = 0;
  const worker = async () => {
    while (next < all.length) {
      const index = next++;
      statuses[index] = await post(url, all[index]!);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}
