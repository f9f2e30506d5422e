import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parsePushConfig, type PushConfig } from './push-config.ts';
import { PushDeferred, PushRefused, pushTtlSeconds, retryAfterMs, sendPush, type PushTarget } from './push-sender.ts';

describe('retryAfterMs', () => {
  const now = new Date('2026-03-02T03:00:00Z');

  it('reads a number of seconds', () => {
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs(' 120 ', now)).toBe(120_000);
  });

  it('reads an HTTP date as the time left until it', () => {
    expect(retryAfterMs('Mon, 02 Mar 2026 03:02:00 GMT', now)).toBe(120_000);
  });

  it('gives nothing for a date already past, zero, garbage or no header', () => {
    expect(retryAfterMs('Mon, 02 Mar 2026 02:59:00 GMT', now)).toBeUndefined();
    expect(retryAfterMs('0', now)).toBeUndefined();
    expect(retryAfterMs('sớm thôi', now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });

  it('waits at most an hour, however long the service asks', () => {
    expect(retryAfterMs('3600', now)).toBe(3_600_000);
    expect(retryAfterMs('86400', now)).toBe(3_600_000);
    expect(retryAfterMs('Mon, 02 Mar 2026 09:00:00 GMT', now)).toBe(3_600_000);
  });
});

/** What the fake push service got. */
interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The decrypted content of an aes128gcm push body (RFC 8188 and RFC 8291), for the browser's key pair. */
function decryptPush(body: Buffer, browser: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const shared = browser.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

describe('sendPush', () => {
  const keys = webpush.generateVAPIDKeys();
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const authSecret = randomBytes(16);
  const received: Received[] = [];
  /** How the fake push service answers the next request. */
  let answer: (response: http.ServerResponse) => void;
  let server: http.Server;
  let origin: string;
  let config: PushConfig;
  let target: PushTarget;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        answer(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    config = parsePushConfig({ PUSH_ENDPOINT_ALLOW: origin }, 'kinhdoanh@khachsanso.vn');
    target = {
      endpoint: `${origin}/wpush/v2/thiet-bi-1`,
      p256dh: base64url(browser.getPublicKey()),
      auth: base64url(authSecret),
    };
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  });

  beforeEach(() => {
    received.length = 0;
    answer = (response) => response.writeHead(201).end();
  });

  it("says 'sent' when the service takes the push", async () => {
    await expect(sendPush(target, '{"title":"Khách hàng mới"}', keys, config)).resolves.toBe('sent');
    expect(received).toHaveLength(1);
    expect(received[0]!.method).toBe('POST');
    expect(received[0]!.url).toBe('/wpush/v2/thiet-bi-1');
  });

  it('asks the service to keep the push 8 hours, deliver it at once, encrypted as aes128gcm, signed with VAPID', async () => {
    await sendPush(target, '{"title":"Khách hàng mới"}', keys, config);
    const { headers } = received[0]!;
    expect(pushTtlSeconds).toBe(28_800);
    expect(headers.ttl).toBe('28800');
    expect(headers.urgency).toBe('high');
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(headers.authorization).toMatch(/^vapid t=/);
    // The token is for this service's origin, from the configured subject, under our public key.
    const [, token, publicKey] = /^vapid t=([^,]+), k=(.+)$/.exec(headers.authorization ?? '') ?? [];
    expect(publicKey).toBe(keys.publicKey);
    const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString('utf8')) as {
      aud: string;
      sub: string;
    };
    expect(claims.aud).toBe(origin);
    expect(claims.sub).toBe('mailto:kinhdoanh@khachsanso.vn');
  });

  it('sends the payload encrypted for the browser, never in clear', async () => {
    const payload = JSON.stringify({ title: 'Khách hàng mới: Khách sạn Hoa Sen', body: 'Nguyễn Văn An · Liên hệ' });
    await sendPush(target, payload, keys, config);
    const { body } = received[0]!;
    expect(body.includes(Buffer.from('Hoa Sen'))).toBe(false);
    expect(decryptPush(body, browser, authSecret)).toBe(payload);
  });

  it("says 'gone' when the device's subscription has ended (404, 410)", async () => {
    for (const status of [404, 410]) {
      answer = (response) => response.writeHead(status).end();
      await expect(sendPush(target, '{}', keys, config), String(status)).resolves.toBe('gone');
    }
  });

  it('defers a push the service cannot take now, with its Retry-After', async () => {
    answer = (response) => response.writeHead(429, { 'Retry-After': '30' }).end();
    const error = await sendPush(target, '{}', keys, config).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PushDeferred);
    expect((error as PushDeferred).message).toBe('Dịch vụ đẩy trả lời HTTP 429');
    expect((error as PushDeferred).retryAfterMs).toBe(30_000);
  });

  it("defers on a server error, with the start of the service's reason and no Retry-After", async () => {
    const reason = `quá tải ${'x'.repeat(500)}`;
    answer = (response) => response.writeHead(503).end(reason);
    const error = await sendPush(target, '{}', keys, config).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PushDeferred);
    expect((error as PushDeferred).message).toBe(`Dịch vụ đẩy trả lời HTTP 503: ${reason.slice(0, 200)}`);
    expect((error as PushDeferred).retryAfterMs).toBeUndefined();
  });

  it('defers a push whose service does not answer in time', async () => {
    answer = () => {}; // never answers
    const error = await sendPush(target, '{}', keys, { ...config, timeoutMs: 50 }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PushDeferred);
    expect((error as PushDeferred).message).toBe(
      'Không kết nối được dịch vụ đẩy: Dịch vụ đẩy không trả lời trong 0.05 giây',
    );
    server.closeAllConnections();
  });

  it('gives up on a service that trickles its answer a byte at a time, at the deadline in all', async () => {
    const timers: NodeJS.Timeout[] = [];
    answer = (response) => {
      response.writeHead(201, { 'content-length': '100' });
      // A byte every 20 ms: each keeps the connection busy, none ends the answer.
      timers.push(setInterval(() => response.write('x'), 20));
    };
    const error = await sendPush(target, '{}', keys, { ...config, timeoutMs: 120 }).catch((thrown: unknown) => thrown);
    timers.forEach(clearInterval);
    server.closeAllConnections();
    expect(error).toBeInstanceOf(PushDeferred);
    expect((error as PushDeferred).message).toBe(
      'Không kết nối được dịch vụ đẩy: Dịch vụ đẩy không trả lời trong 0.12 giây',
    );
  });

  it('gives up for good on a push the service refuses as malformed (400), and says a 403 device is gone', async () => {
    answer = (response) => response.writeHead(400).end('bad payload');
    const refused = await sendPush(target, '{}', keys, config).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(PushRefused);
    expect((refused as PushRefused).permanent).toBe(true);
    expect((refused as PushRefused).message).toBe('Dịch vụ đẩy trả lời HTTP 400: bad payload');
    answer = (response) => response.writeHead(403).end();
    await expect(sendPush(target, '{}', keys, config)).resolves.toBe('gone');
  });

  it('refuses a private endpoint before making any request', async () => {
    const error = await sendPush(
      { ...target, endpoint: 'https://127.0.0.1:1/x' },
      '{}',
      keys,
      parsePushConfig({}, 'kinhdoanh@khachsanso.vn'),
    ).catch((thrown: unknown) => thrown);
    // Refused for good, not the PushDeferred of a connection that failed: no connection was tried.
    expect(error).toBeInstanceOf(PushRefused);
    expect(error).not.toBeInstanceOf(PushDeferred);
    expect((error as Error).message).toBe('Địa chỉ của dịch vụ đẩy bị từ chối (private_address)');
  });

  it('refuses the fake service itself when its origin is not allowed, and it hears nothing', async () => {
    await expect(sendPush(target, '{}', keys, parsePushConfig({}, 'kinhdoanh@khachsanso.vn'))).rejects.toThrow(
      'Địa chỉ của dịch vụ đẩy bị từ chối (not_https)',
    );
    expect(received).toHaveLength(0);
  });
});
