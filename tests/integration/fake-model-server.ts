// A stand-in for an OpenAI-compatible chat-completions server on a real socket (127.0.0.1, port 0):
// each test says how it answers and reads back what the client sent.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received: its headers and its JSON body. */
export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** Resolves when the client closes the connection or the answer ends. */
  closed: Promise<void>;
}

/** How the fake answers one request. */
export type FakeAnswer = (response: ServerResponse, request: IncomingMessage) => void | Promise<void>;

/** A running fake; `answer` sets how the next requests are answered. */
export interface FakeModelServer {
  /** Base URL, as ASSISTANT_LLM_URL would be set (…/v1). */
  baseUrl: string;
  requests: ReceivedRequest[];
  answer(handler: FakeAnswer): void;
  /** Resolves with the next request once its body has been read. */
  nextRequest(): Promise<ReceivedRequest>;
  close(): Promise<void>;
}

/** One chat-completions chunk as a server-sent event. */
export function sseChunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;
}

/** Writes `data` and waits until it has been handed to the socket, so each call is its own TCP write. */
export function writeApart(response: ServerResponse, data: string | Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    response.write(data, (error) => (error ? reject(error) : setImmediate(resolve))),
  );
}

/** Starts the fake on 127.0.0.1 at a free port. */
export async function startFakeModelServer(): Promise<FakeModelServer> {
  let handler: FakeAnswer = (response) => {
    response.writeHead(500).end();
  };
  const requests: ReceivedRequest[] = [];
  const waiting: Array<(request: ReceivedRequest) => void> = [];
  const server = createServer((request, response) => {
    response.socket?.setNoDelay(true);
    const closed = new Promise<void>((resolve) => response.on('close', () => resolve()));
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const received = { headers: request.headers, body: JSON.parse(Buffer.concat(parts).toString('utf8')), closed };
      requests.push(received);
      waiting.shift()?.(received);
      void handler(response, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (next) => (handler = next),
    nextRequest: () => new Promise((resolve) => waiting.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request's messages read back: the system rules, the words before the data, and the data itself. */
export interface SentPrompt {
  system: string;
  introduction: string;
  data: {
    doan_trich: Array<{ so: number; trang: string; noi_dung: string }>;
    lich_su: Array<{ hoi: string; dap: string }>;
    cau_hoi: string;
  };
}

/** The prompt of a received request, its user message split where its JSON data begins. */
export function promptOf(received: ReceivedRequest): SentPrompt {
  const messages = received.body.messages as Array<{ role: string; content: string }>;
  const user = messages.find((message) => message.role === 'user')!.content;
  const start = user.indexOf('\n\n{');
  return {
    system: messages.find((message) => message.role === 'system')!.content,
    introduction: user.slice(0, start),
    data: JSON.parse(user.slice(start + 2)) as SentPrompt['data'],
  };
}

/** Answers with `deltas` as separate chunks, then a stop and [DONE]: a well-behaved model. */
export async function streamDeltas(response: ServerResponse, deltas: readonly string[]): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.flushHeaders();
  for (const delta of deltas) await writeApart(response, sseChunk({ content: delta }));
  await writeApart(response, sseChunk({}, 'stop'));
  response.end('data: [DONE]\n\n');
}

/** Answers 'Dạ, ' and then nothing more, holding the connection open: a model gone silent. */
export async function oneWordThenHold(response: ServerResponse): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  await writeApart(response, sseChunk({ content: 'Dạ, ' }));
}
