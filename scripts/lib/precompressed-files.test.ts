import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedFiles } from './precompressed-files.ts';

// A client build in miniature: two pages, a hashed asset, a file without a copy, and the page headers
// the adapter records. Whatever the handler declines is answered 'astro', as Astro would answer it.
const landing = '<!doctype html><title>Trang chủ</title>';
const policy = "default-src 'self'";
let clientDir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  clientDir = path.join(root, 'client');
  mkdirSync(path.join(clientDir, '_astro'), { recursive: true });
  mkdirSync(path.join(clientDir, 'khach-hang'));
  const files: Record<string, string> = {
    'index.html': landing,
    'khach-hang/index.html': '<title>Khách hàng</title>',
    'bao-gia.html': '<title>Báo giá</title>',
    '_astro/site.abc123.js': 'console.log(1)',
    // Its copy is deleted by a test, as a build under the running server would.
    '_astro/gone.def456.js': 'gone',
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(clientDir, name), text);
    writeFileSync(path.join(clientDir, `${name}.br`), brotliCompressSync(text));
  }
  writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *');
  const headersFile = path.join(root, '_headers.json');
  writeFileSync(
    headersFile,
    JSON.stringify([{ pathname: '/', headers: [{ key: 'Content-Security-Policy', value: policy }] }]),
  );

  const handle = precompressedFiles(clientDir, headersFile);
  server = createServer((req, res) => {
    if (!handle(req, res)) res.end('astro');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(path.dirname(clientDir), { recursive: true, force: true });
});

/** The raw response (fetch would decode brotli and hide what was sent), path sent as written. */
function get(
  pathname: string,
  headers: Record<string, string> = { 'accept-encoding': 'br' },
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(base + '/', { method, headers, path: pathname }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject).end();
  });
}

describe('precompressed files', () => {
  it('sends the landing page as the build compressed it, with its type and security policy', async () => {
    const { headers, body } = await get('/');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(headers['content-security-policy']).toBe(policy);
    expect(brotliDecompressSync(body).toString()).toBe(landing);
    // Header bytes count in the first round trip: the ETag revalidates, nothing else repeats it.
    expect(headers['last-modified']).toBeUndefined();
    expect(headers['accept-ranges']).toBeUndefined();
    // Checked before each use, in as few bytes as that can be said.
    expect(headers['cache-control']).toBe('no-cache');
  });

  it('finds pages by their clean URL, as folder index or as file', async () => {
    expect(brotliDecompressSync((await get('/khach-hang')).body).toString()).toBe('<title>Khách hàng</title>');
    expect(brotliDecompressSync((await get('/bao-gia')).body).toString()).toBe('<title>Báo giá</title>');
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const { headers } = await get('/_astro/site.abc123.js');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('answers a copy gone since start (a build under the server) with 404, neither brotli nor cached', async () => {
    rmSync(path.join(clientDir, '_astro/gone.def456.js.br'));
    const { status, headers } = await get('/_astro/gone.def456.js');
    expect(status).toBe(404);
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['cache-control']).toBeUndefined();
  });

  it('answers a repeat visit with 304 and a HEAD without a body', async () => {
    const etag = (await get('/')).headers.etag!;
    expect((await get('/', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304);
    const head = await get('/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it.each([
    ['a browser without brotli', '/', { 'accept-encoding': 'gzip' }, 'GET'],
    ['a browser refusing brotli', '/', { 'accept-encoding': 'br;q=0, gzip' }, 'GET'],
    ['no accept-encoding at all', '/', {}, 'GET'],
    ['a form post', '/', { 'accept-encoding': 'br' }, 'POST'],
    ['a page asked for by its file name', '/index.html', { 'accept-encoding': 'br' }, 'GET'],
    ['a trailing slash (Astro redirects it)', '/khach-hang/', { 'accept-encoding': 'br' }, 'GET'],
    ['a file without a copy', '/robots.txt', { 'accept-encoding': 'br' }, 'GET'],
    ['an on-demand page', '/tin-tuc', { 'accept-encoding': 'br' }, 'GET'],
    ['a path outside the build', '/../_headers.json', { 'accept-encoding': 'br' }, 'GET'],
    ['an undecodable path', '/%E0%A4%A', { 'accept-encoding': 'br' }, 'GET'],
    ['the copy itself', '/index.html.br', { 'accept-encoding': 'br' }, 'GET'],
  ])('leaves %s to Astro', async (_case, pathname, headers, method) => {
    const { headers: sent, body } = await get(pathname, headers, method);
    expect(sent['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe('astro');
  });
});
