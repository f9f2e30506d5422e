import { request, type IncomingHttpHeaders } from 'node:http';

// A client that connects from an address of its own on the loopback network (127.0.0.0/8), so the
// server sees real, different socket addresses: what per-client limits and forged X-Forwarded-For
// tests need, and what fetch cannot choose.

/** What came back: status, headers and body text. */
export interface LoopbackAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request to `url`'s port from the loopback address `from`, the body sent as given. */
export function requestFrom(
  url: string,
  from: string,
  {
    method = 'GET',
    path,
    headers = {},
    body = '',
  }: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<LoopbackAnswer> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port: Number(port), localAddress: from, method, path, agent: false, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
