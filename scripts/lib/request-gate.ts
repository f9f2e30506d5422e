import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { maxBodyBytes } from '../../src/server/http/read-body.ts';
import { formTypesAt, refusalMessages, refuse } from '../../src/server/http/request-guard.ts';

// Requests the Astro adapter cannot even turn into a web Request (it throws, and in its static
// handler nothing catches that) are answered here, before it sees them. Everything else goes on.

/** Methods the site serves; everything a page or endpoint needs. */
const served = new Set(['GET', 'HEAD', 'POST']);
/** Methods HTTP defines that the site does not serve: 405 with the ones it does. */
const known = new Set(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT']);

// A host name (underscores and a final dot allowed, as resolvers do), an IPv4 address or a bracketed
// IPv6 address, with an optional port. Anything else
// ('a@x', spaces, paths) cannot be the host of a URL without credentials or another meaning.
const hostPattern =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function answer(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): true {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(`${text}\n`);
  return true;
}

/**
 * Answers a request the site cannot serve (unsupported method, malformed Host or target) and says
 * so; false when the request may go on to the site.
 */
export function refuseUnservable(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? '';
  if (!served.has(method)) {
    return known.has(method)
      ? answer(res, 405, 'Phương thức không được hỗ trợ.', { allow: 'GET, HEAD, POST' })
      : answer(res, 501, 'Phương thức không được hỗ trợ.');
  }
  const host = req.headers.host;
  if (host !== undefined && !hostPattern.test(host)) return answer(res, 400, 'Yêu cầu không hợp lệ.');
  if (!req.url?.startsWith('/')) return answer(res, 400, 'Yêu cầu không hợp lệ.');
  // Prerendered pages are files the adapter would serve to a POST as to a GET; the middleware that
  // refuses posts elsewhere only runs for pages rendered on demand.
  const path = req.url.split('?')[0]!;
  if (method === 'POST' && !formTypesAt(path)) {
    return answer(res, 405, refusalMessages[405], { allow: 'GET, HEAD' });
  }
  // A body declared over the cap is refused at once, unread: nothing of it is worth reading, and
  // Node drains what the client still sends after the answer, so the client gets its 413.
  if (method === 'POST' && Number(req.headers['content-length'] ?? 0) > maxBodyBytes) {
    void sendResponse(res, refuse(path, 413));
    return true;
  }
  return false;
}

/**
 * A POST's body, read here up to the size cap and handed to the adapter whole (it takes a Buffer in
 * `req.body` as the body). A body that grows past the cap without having declared its length is read
 * to its end and dropped, and only then answered 413: the adapter's own cap destroyed the socket
 * while the client was still sending, which then got EPIPE or a reset instead of the answer. The
 * server's requestTimeout bounds how long a sender can keep that going. Like the other refusals here,
 * such an answer comes before any route: /metrics counts it as 'unmatched'. True when answered here.
 */
export async function answeredOversizeBody(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= maxBodyBytes) chunks.push(chunk);
      else chunks.length = 0; // refused whatever follows: nothing of it is kept while the rest arrives
    }
  } catch {
    // The client went away mid-body: nobody is left to answer.
    res.destroy();
    return true;
  }
  if (size > maxBodyBytes) {
    await sendResponse(res, refuse(req.url!.split('?')[0]!, 413));
    return true;
  }
  (req as IncomingMessage & { body?: Buffer }).body = Buffer.concat(chunks);
  return false;
}

/** Writes a web Response to a Node response. */
async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, Object.fromEntries(response.headers)).end(body);
}

/** Whether the target's percent-escapes spell UTF-8 (the adapter answers an English 'Bad request.' otherwise). */
function decodable(target: string): boolean {
  try {
    decodeURIComponent(target);
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers 400 to a target whose path or query holds a NUL, written as `%00` (Node refuses a raw one):
 * PostgreSQL's text cannot store it, so a slug, an id or a search term with one would fail in the
 * database (a 500, an error line) instead of being a plain bad request. The same, in Vietnamese, to
 * escapes that are no UTF-8 (`%ED%A0%80`, half a character) or no escape at all (`%E0%A4%A`, `100%`).
 * False when the target is clean.
 */
export function refuseUnreadableTarget(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? '';
  return /%00|\0/i.test(target) || !decodable(target) ? answer(res, 400, 'Yêu cầu không hợp lệ.') : false;
}

/** CONNECT never reaches the request handler (Node hands over the socket): refuse it there. */
export function refuseTunnel(_req: IncomingMessage, socket: Duplex): void {
  socket.end(
    'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\nPhương thức không được hỗ trợ.\n',
  );
}

/**
 * Collapses leading slashes: '//evil.example/…' (or '/\\evil.example/…', which browsers read the
 * same way) is a path here, but a Location built from it would be a protocol-relative link to
 * another site, and the trailing-slash redirect writes the path back.
 */
export function collapseLeadingSlashes(req: IncomingMessage): void {
  if (req.url && /^\/[/\\]/.test(req.url)) req.url = req.url.replace(/^[/\\]+/, '/');
}
