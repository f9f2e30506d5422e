import { createHmac } from 'node:crypto';

/** Header carrying 'sha256=<hex HMAC-SHA256 of the raw body>' under NOTIFY_WEBHOOK_SECRET. */
export const signatureHeader = 'X-Hotelix-Signature-256';

/** A receiver gets this long to answer before the attempt counts as failed. */
export const webhookTimeoutMs = 5_000;

/** 'sha256=…' for `body` under `secret`, as the receiver should recompute it. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Error codes of a connection closed under a request. A receiver closes a kept-alive connection
 * once it has been idle for its own timeout (5 s in Node); when that happens just as the next
 * delivery reuses it (the process was busy past both timers), the request fails though the
 * receiver is up. Asked again at once on a fresh connection rather than 30 s later; the
 * Idempotency-Key lets a receiver that did read the first one drop the repeat.
 */
const droppedConnection = new Set<unknown>(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

function errorCode(error: unknown): unknown {
  return error instanceof Error && error.cause instanceof Error ? (error.cause as { code?: unknown }).code : undefined;
}

/**
 * POSTs `payload` as JSON, signed, with the notification id as Idempotency-Key (a retry carries the
 * same key, so the receiver can drop a repeat). Resolves on a 2xx; throws a short reason otherwise.
 */
export async function postWebhook(
  target: { url: string; secret: string },
  idempotencyKey: string,
  payload: unknown,
): Promise<void> {
  const body = JSON.stringify(payload);
  const send = () =>
    fetch(target.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Idempotency-Key': idempotencyKey,
        [signatureHeader]: signBody(body, target.secret),
        'User-Agent': 'Hotelix-Notifier/1',
      },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(webhookTimeoutMs),
    });
  let response: Response;
  try {
    response = await send().catch((error: unknown) => {
      if (droppedConnection.has(errorCode(error))) return send();
      throw error;
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new Error(`Webhook không trả lời trong ${webhookTimeoutMs / 1000} giây`, { cause: error });
    }
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new Error(`Không kết nối được webhook${cause}`, { cause: error });
  }
  // The body is not needed; reading it frees the connection for the next delivery.
  const answer = (await response.text().catch(() => '')).slice(0, 200);
  if (!response.ok) throw new Error(`Webhook trả lời HTTP ${response.status}${answer ? `: ${answer}` : ''}`);
}
