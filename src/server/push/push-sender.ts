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

/** The push service's answer: taken, or the device is gone (404/410). Anything else throws. */
export type PushOutcome = 'sent' | 'gone';

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

const agents = new Map<string, https.Agent>();

/** The agent for `config`: kept-alive connections to the push services, private addresses refused. */
function agentFor(config: PushConfig): https.Agent {
  const key = config.allowedOrigins.join(',');
  let agent = agents.get(key);
  if (!agent) {
    const hosts = config.allowedOrigins.map((origin) => new URL(origin).hostname);
    agent = new https.Agent({ keepAlive: true, maxSockets: 16, lookup: guardedLookup(hosts) });
    agents.set(key, agent);
  }
  return agent;
}

/** Sends `payload` to `target`; 'sent' on 2xx, 'gone' on 404/410, throws otherwise. */
export async function sendPush(
  target: PushTarget,
  payload: string,
  keys: VapidKeys,
  config: PushConfig,
  now: () => Date = () => new Date(),
): Promise<PushOutcome> {
  const problem = endpointProblem(target.endpoint, config.allowedOrigins);
  if (problem) throw new Error(`Địa chỉ của dịch vụ đẩy bị từ chối (${problem})`);
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: { subject: config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: pushTtlSeconds,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    },
  );
  const url = new URL(details.endpoint);
  // Plain http only for an origin PUSH_ENDPOINT_ALLOW names (a test's own push service).
  const plain = url.protocol === 'http:';
  const { status, headers, body } = await new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    body: string;
  }>((resolve, reject) => {
    const request = (plain ? http : https).request(
      url,
      {
        method: 'POST',
        headers: details.headers as http.OutgoingHttpHeaders,
        timeout: config.timeoutMs,
        ...(plain ? {} : { agent: agentFor(config) }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          // The answer is not needed past a short reason; reading it frees the connection.
          if ((size += chunk.length) <= 1000) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`Dịch vụ đẩy không trả lời trong ${config.timeoutMs / 1000} giây`)),
    );
    request.on('error', reject);
    request.end(details.body);
  }).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PushDeferred(`Không kết nối được dịch vụ đẩy: ${reason}`);
  });
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  const reason = `Dịch vụ đẩy trả lời HTTP ${status}${body ? `: ${body.slice(0, 200)}` : ''}`;
  const retryAfter = headers['retry-after'];
  throw new PushDeferred(reason, retryAfterMs(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, now()));
}
