import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { onDemandRoutes } from '../../bench/routes.ts';
import { sharedServer } from './shared-server.ts';

// design.md: a public page's first response fits in one round trip. A new connection
// may send 10 segments before the first acknowledgement (RFC 6928): 14,336 bytes of HTTP once TCP
// and TLS take their share, headers included. Counted here as a browser receives it, every byte
// on the wire (status line, headers, chunk framing, compressed body), asked as Chrome asks.

const oneRoundTrip = 14_336;
const chromeEncodings = 'gzip, deflate, br, zstd';

/** Every byte of the response to `GET path` on a connection of its own. */
function bytesOnWire(url: string, path: string): Promise<{ bytes: number; head: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      resolve({ bytes: all.length, head: all.subarray(0, all.indexOf('\r\n\r\n')).toString('latin1') });
    });
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: ${chromeEncodings}\r\nConnection: close\r\n\r\n`,
    );
  });
}

/** The page as a visitor after the first gets it: a cached page leaves as its stored brotli-11 copy once made. */
async function settledResponse(url: string, path: string) {
  let answer = await bytesOnWire(url, path);
  // The best copy is made in the background after the first request; a page not cached has none.
  for (
    let tries = 0;
    tries < 50 && /x-astro-cache/i.test(answer.head) && !/content-length/i.test(answer.head);
    tries++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await bytesOnWire(url, path);
  }
  return answer;
}

const publicRoutes = [...new Set([...onDemandRoutes, '/dat-lich-demo', '/tro-ly'])];

describe('the first response of every public page', () => {
  // Only reads pages: the run's shared server.
  const server = sharedServer();

  it.each(publicRoutes)('%s fits in one round trip (14,336 bytes with headers)', async (path) => {
    const { bytes, head } = await settledResponse(server.url, path);
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head).toMatch(/content-encoding: (br|gzip)/i);
    // Declared, not sniffed from the <meta>: Chrome decodes a bare text/html more slowly (html-charset.ts).
    expect(head).toMatch(/content-type: text\/html; charset=utf-8\r\n/i);
    expect(bytes, head).toBeLessThanOrEqual(oneRoundTrip);
  });

  it('sends a cached page as its best brotli copy, with a length instead of chunks, and a policy for its own scripts only', async () => {
    const { head } = await settledResponse(server.url, '/');
    expect(head).toMatch(/content-encoding: br/i);
    expect(head).toMatch(/content-length: \d+/i);
    expect(head).not.toMatch(/transfer-encoding/i);
    const hashes = /content-security-policy:.*script-src([^;]*)/i.exec(head)?.[1]?.match(/'sha256-/g) ?? [];
    const html = await (await fetch(`${server.url}/`)).text();
    const inline = [...html.matchAll(/<script(?![^>]*(?:src=|application\/ld\+json))[^>]*>/g)];
    expect(hashes.length).toBe(inline.length);
  });

  it('names its favicon in the page as a PNG, which Chrome decodes without building an SVG document', async () => {
    for (const path of ['/', '/tin-tuc', '/contact']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const icons = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map(([tag]) => tag);
      expect(icons, path).toEqual([expect.stringMatching(/href="data:image\/png;base64,[^"]+"/)]);
    }
  });

  it('still answers a browser that takes only gzip, and one that takes nothing compressed', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const response = await fetch(`${server.url}/`, { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding === 'gzip' ? 'gzip' : null);
      expect(await response.text()).toContain('Phần mềm quản lý khách sạn');
    }
  });
});
