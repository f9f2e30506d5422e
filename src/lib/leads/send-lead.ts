import type { FieldErrors, LeadForm } from './lead-forms';

/** The server's answer to a lead. */
export interface LeadAnswer {
  ok: boolean;
  status: number;
  message: string;
  errors?: FieldErrors;
}

// A phone on weak 4G loses requests: retry a failed send (no answer, or a 5xx) up to 3 times,
// 1 s then doubling, at most 30 s apart. The idempotency key makes a retry of a request that did
// arrive harmless: the server answers it with the first result.
const retryDelaysMs = [1000, 2000, 4000].map((delay) => Math.min(delay, 30_000));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a lead, retrying as above; throws only when every attempt failed to get an answer. */
export async function sendLead(
  form: LeadForm,
  fields: Record<string, unknown>,
  idempotencyKey: string,
): Promise<LeadAnswer> {
  for (let attempt = 0; ; attempt += 1) {
    let answer: LeadAnswer | undefined;
    try {
      const response = await fetch(`/api/leads/${form}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify(fields),
      });
      const body = (await response.json()) as Omit<LeadAnswer, 'status'>;
      answer = { ...body, status: response.status };
    } catch (error) {
      if (attempt >= retryDelaysMs.length) throw error;
    }
    if (answer && (answer.status < 500 || attempt >= retryDelaysMs.length)) return answer;
    await wait(retryDelaysMs[attempt]!);
  }
}
