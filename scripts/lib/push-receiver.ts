import { createECDH, createPublicKey, hkdfSync, createDecipheriv, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A push service of our own, in the test or bench process: what Google's, Mozilla's or Apple's does
// with our pushes, checked as strictly. Each device it makes has its own key pair and auth secret (as
// a browser's PushManager.subscribe gives), so a push it takes is one we could read: it checks the
// VAPID JWT (ES256 over the key in the header, audience its own origin, not expired), the TTL, Urgency
// and Content-Encoding headers, and decrypts the aes128gcm payload (RFC 8188, 8291). It answers 201,
// or as the test tells it: 429 with Retry-After, 410, 500, or slowly.

/** A subscription as a browser's PushSubscription.toJSON() gives it. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push the service took or refused, decrypted. */
export interface ReceivedPush {
  device: string;
  status: number;
  /** The decrypted payload, parsed as JSON when it is. */
  payload: unknown;
  /** The payload's size before encryption, in bytes. */
  plainBytes: number;
  headers: IncomingHttpHeaders;
  /** The JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key the JWT was signed with (base64url). */
  vapidKey: string;
  receivedAt: number;
}

/** What the service answers a push: a status (and Retry-After seconds), or a wait before a 201. */
export type PushAnswer = number | { status: number; retryAfter?: string } | { delayMs: number };

export interface PushReceiver {
  origin: string;
  pushes: ReceivedPush[];
  /** Pushes refused for a bad JWT, header or payload: each says why. */
  rejected: string[];
  /** A new device (its subscription); `answers` are used in turn, then 201. */
  device(answers?: PushAnswer[]): TestSubscription;
  /** Sets the answers of a device made before. */
  answer(subscription: TestSubscription, answers: PushAnswer[]): void;
  /** Resolves once `count` pushes have been taken (201), or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  answers: PushAnswer[];
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** RFC 8291: the plaintext of an aes128gcm body sent to `device`. */
function decrypt(body: Buffer, device: Device): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with 0x02, then any zeros of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no padding delimiter');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>`; the claims and key, or why not. */
function checkVapid(header: string | undefined, origin: string, now: number) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) return 'no vapid authorization';
  const [jwt, key] = [match[1]!, match[2]!];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65) return 'vapid key is not a P-256 point';
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'jwt signature does not match the key';
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') return 'jwt is not ES256';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) return `jwt audience ${claims.aud} is not ${origin}`;
  if (!(claims.exp * 1000 > now) || claims.exp * 1000 > now + 24 * 3_600_000) return 'jwt expiry out of range';
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return 'jwt subject is not mailto: or https:';
  return { claims, vapidKey: key };
}

/** A push service on a free loopback port (plain http: the server lets its origin through by PUSH_ENDPOINT_ALLOW). */
export async function startPushReceiver(): Promise<PushReceiver> {
  const devices = new Map<string, Device>();
  const pushes: ReceivedPush[] = [];
  const rejected: string[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const device = devices.get(id);
      const refuse = (status: number, why: string) => {
        rejected.push(`${id}: ${why}`);
        response.writeHead(status).end(why);
      };
      if (request.method !== 'POST') return refuse(405, 'not a POST');
      if (!device) return refuse(404, 'no such device');
      const vapid = checkVapid(request.headers.authorization, origin, Date.now());
      if (typeof vapid === 'string') return refuse(403, vapid);
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'content-encoding is not aes128gcm');
      if (!/^\d+$/.test(String(request.headers.ttl ?? ''))) return refuse(400, 'no TTL');
      let plain: Buffer;
      try {
        plain = decrypt(Buffer.concat(chunks), device);
      } catch (error) {
        return refuse(400, `payload does not decrypt: ${(error as Error).message}`);
      }
      const next = device.answers.shift() ?? 201;
      if (typeof next === 'object' && 'delayMs' in next) await new Promise((done) => setTimeout(done, next.delayMs));
      const status = typeof next === 'number' ? next : 'status' in next ? next.status : 201;
      let payload: unknown = plain.toString('utf8');
      try {
        payload = JSON.parse(payload as string);
      } catch {
        // Kept as text.
      }
      pushes.push({
        device: id,
        status,
        payload,
        plainBytes: plain.length,
        headers: request.headers,
        claims: vapid.claims,
        vapidKey: vapid.vapidKey,
        receivedAt: Date.now(),
      });
      const retryAfter = typeof next === 'object' && 'retryAfter' in next ? next.retryAfter : undefined;
      response.writeHead(status, retryAfter ? { 'retry-after': retryAfter } : {}).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    pushes,
    rejected,
    device(answers = []) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const id = randomBytes(9).toString('base64url');
      const device = { ecdh, publicKey, auth: randomBytes(16), answers: [...answers] };
      devices.set(id, device);
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64(publicKey), auth: b64(device.auth) } };
    },
    answer(subscription, answers) {
      const device = devices.get(subscription.endpoint.split('/').pop() ?? '');
      if (device) device.answers = [...answers];
    },
    waitFor(count, timeoutMs = 10_000) {
      const taken = () => pushes.filter((push) => push.status === 201);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (taken().length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(taken());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${taken().length} of ${count} pushes came within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
