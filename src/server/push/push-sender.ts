import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { endpointProblem, guardedLookup } from './push-endpoint.ts';
import type { PushConfig } from './push-config.ts';
import type { VapidKeys } from './vapid-keys.ts';

// One push to one device: web-push builds the request (the VAPID JWT, the payload encrypted with
// aes128gcm for the browser's keys, TTL and Urgency); we send it ourselves, through an agent whose
// DNS look-up refuses private addresses, so the endpoint checked when it was saved cannot be turned
// toward the inside of the network later.

/** A phone that is off gets a push this long after it was sent; past it, the morning digest tells. */
export const pushTtlSeconds = 8 * 3600;
/** The longest Retry-After honoured: an hour, as the outbox's own longest wait. */
const maxRetryAfterMs = 3_600_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push service's answer: taken, or the device is gone (404, 410, 401, 403). Anything else throws. */
export type PushOutcome = 'sent' | 'gone';

/** A push that will never be taken as it is (the outbox gives it up at once, without retrying). */
export class PushRefused extends Error {
  override name = 'PushRefused';
  /** Read by the notifier: no retry. */
  readonly permanent = true;
}

/** A push the service could not take now; `retryAfterMs` is its Retry-After, if it gave one. */
export class PushDeferred extends Error {
  override name = 'PushDeferred';
  readonly retryAfterMs: number | undefined;
  constructor(message: string, retryAfterMs?: number) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

/** Retry-After as seconds or an HTTP date, in ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now: Date): number | undefined {
  if (!header) return undefined;
  const ms = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - now.getTime();
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, maxRetryAfterMs) : undefined;
}

/** Kept-alive connections to the public push services; a host resolving to a private address is refused. */
const guardedAgent = new https.Agent({ keepAlive: true, maxSockets: 16, lookup: guardedLookup() });
/** For the exact origins PUSH_ENDPOINT_ALLOW names (a push service of our own): no address check. */
const allowedAgent = new https.Agent({ keepAlive: true, maxSockets: 16 });

/** The answer's status, headers and first bytes (enough for a reason; the rest is not read). */
interface PushAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Bytes of an answer kept for its reason; past them the connection is dropped. */
const maxAnswerBytes = 1000;

/**
 * POSTs `body` to `url` and resolves with the answer, or rejects once `timeoutMs` has passed in all:
 * a push service that trickles its headers or body a byte at a time does not hold a notifier's slot.
 */
function postOnce(
  url: URL,
  headers: http.OutgoingHttpHeaders,
  body: Buffer,
  agent: http.Agent | undefined,
  timeoutMs: number,
): Promise<PushAnswer> {
  return new Promise<PushAnswer>((resolve, reject) => {
    const request = (url.protocol === 'http:' ? http : https).request(
      url,
      { method: 'POST', headers, ...(agent ? { agent } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          clearTimeout(deadline);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8').slice(0, 200),
          });
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // Reading the answer frees the connection; a long one is cut, and its connection with it.
          if (size > maxAnswerBytes) {
            response.destroy();
            done();
          }
        });
        response.on('end', done);
        response.on('error', reject);
      },
    );
    const deadline = setTimeout(
      () => request.destroy(new Error(`Dịch vụ đẩy không trả lời trong ${timeoutMs / 1000} giây`)),
      timeoutMs,
    );
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.end(body);
  });
}

/**
 * Sends `payload` to `target`: 'sent' on 2xx; 'gone' when the push service no longer takes it (404,
 * 410; 401 and 403: it was made for another key pair), so the device is removed; throws otherwise:
 * `PushDeferred` to try again later, a `PushRefused` (a 400 or 413, a key that cannot be encrypted
 * for) never to.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  keys: VapidKeys,
  config: PushConfig,
  now: () => Date = () => new Date(),
): Promise<PushOutcome> {
  const problem = endpointProblem(target.endpoint, config.allowedOrigins);
  if (problem) throw new PushRefused(`Địa chỉ của dịch vụ đẩy bị từ chối (${problem})`);
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: { subject: config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: pushTtlSeconds,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    );
  } catch (error) {
    throw new PushRefused(`Không mã hóa được thông báo cho thiết bị này: ${(error as Error).message}`);
  }
  const url = new URL(details.endpoint);
  const allowed = config.allowedOrigins.includes(url.origin);
  const answer = await postOnce(
    url,
    details.headers as http.OutgoingHttpHeaders,
    details.body as Buffer,
    url.protocol === 'http:' ? undefined : allowed ? allowedAgent : guardedAgent,
    config.timeoutMs,
  ).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PushDeferred(`Không kết nối được dịch vụ đẩy: ${reason}`);
  });
  const { status, headers, body } = answer;
  if (status >= 200 && status < 300) return 'sent';
  if ([401, 403, 404, 410].includes(status)) return 'gone';
  const reason = `Dịch vụ đẩy trả lời HTTP ${status}${body ? `: ${body}` : ''}`;
  if (status === 400 || status === 413) throw new PushRefused(reason);
  const retryAfter = headers['retry-after'];
  throw new PushDeferred(reason, retryAfterMs(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, now()));
}
