// The assistant's model client against a fake OpenAI-compatible server on a real socket:
// a streamed answer, and every way an answer is given up so the caller can fall back to retrieval.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelSettings } from '../../src/server/assistant/assistant-config.ts';
import {
  answerTimeoutMs,
  firstTokenTimeoutMs,
  ModelError,
  streamAnswer,
  type ModelFailure,
} from '../../src/server/assistant/model-client.ts';
import {
  oneWordThenHold,
  sseChunk,
  startFakeModelServer,
  writeApart,
  type FakeModelServer,
  type ReceivedRequest,
} from './fake-model-server.ts';
import { manualClock } from './manual-clock.ts';

let fake: FakeModelServer;
let settings: ModelSettings;

beforeAll(async () => {
  fake = await startFakeModelServer();
  settings = {
    endpoint: `${fake.baseUrl}/chat/completions`,
    apiKey: 'sk-test-key',
    model: 'qwen2.5:7b',
    maxTokens: 400,
  };
});
afterAll(() => fake.close());

const question = [
  { role: 'system' as const, content: 'Trả lời từ các đoạn sau.' },
  { role: 'user' as const, content: 'Giá cho 35 phòng? Gọi em 0912 345 678 hoặc lan@khachsan.vn' },
];

async function collect(answer: AsyncIterable<string>): Promise<{ deltas: string[]; error: unknown }> {
  const deltas: string[] = [];
  try {
    for await (const delta of answer) deltas.push(delta);
    return { deltas, error: undefined };
  } catch (error) {
    return { deltas, error };
  }
}

function expectFailure(error: unknown, kind: ModelFailure): void {
  expect(error).toBeInstanceOf(ModelError);
  expect((error as ModelError).kind).toBe(kind);
}

function drainedOrClosed(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done).off('close', done);
      resolve();
    };
    response.on('drain', done).on('close', done);
  });
}

/** Awaits the answer's failure, checks its kind, and that the fake saw the request closed. */
async function expectGivenUp(pending: Promise<unknown>, kind: ModelFailure, request: ReceivedRequest): Promise<void> {
  expectFailure(
    await pending.then(
      () => undefined,
      (failure: unknown) => failure,
    ),
    kind,
  );
  await request.closed;
}

/** Headers of a streamed answer, sent at once. */
function streamHead(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.flushHeaders();
}

describe('a streamed answer', () => {
  it('is assembled from deltas split across TCP writes, CRLF lines, comments and a split character', async () => {
    fake.answer(async (response) => {
      streamHead(response);
      await writeApart(response, ': keep-alive\n\n');
      await writeApart(response, sseChunk({ role: 'assistant', content: '' }));
      const dạ = sseChunk({ content: 'Dạ, ' });
      await writeApart(response, dạ.slice(0, 9));
      await writeApart(response, dạ.slice(9));
      // 'ầ' is two bytes in UTF-8: the chunk is cut between them.
      const bytes = Buffer.from(sseChunk({ content: 'phần mềm ' }), 'utf8');
      const cut = bytes.indexOf(Buffer.from('ầ', 'utf8')) + 1;
      await writeApart(response, bytes.subarray(0, cut));
      await writeApart(response, bytes.subarray(cut));
      await writeApart(response, sseChunk({ content: 'có gói ' }).replaceAll('\n', '\r\n'));
      await writeApart(response, sseChunk({ content: 'cho 35 phòng.' }, 'stop'));
      await writeApart(response, 'data: [DONE]\n\n');
      response.end();
    });
    const received = fake.nextRequest();
    const { deltas, error } = await collect(streamAnswer({ messages: question }, settings));
    expect(error).toBeUndefined();
    expect(deltas).toEqual(['Dạ, ', 'phần mềm ', 'có gói ', 'cho 35 phòng.']);

    const { headers, body } = await received;
    expect(headers.authorization).toBe('Bearer sk-test-key');
    expect(body).toMatchObject({ model: 'qwen2.5:7b', max_tokens: 400, stream: true });
    expect(Object.keys(body).sort()).toEqual(['max_tokens', 'messages', 'model', 'stream']);
    expect(body).not.toHaveProperty('tools');
    const sent = JSON.stringify(body.messages);
    expect(sent).not.toContain('0912');
    expect(sent).not.toContain('lan@khachsan.vn');
    expect(sent).toContain('Giá cho 35 phòng? Gọi em [số điện thoại] hoặc [email]');
    expect(sent).toContain('Trả lời từ các đoạn sau.');
  });

  it('sends no Authorization header when no key is set, and ends at [DONE] without a finish reason', async () => {
    fake.answer(async (response) => {
      streamHead(response);
      await writeApart(response, sseChunk({ content: 'Dạ có.' }));
      response.end('data: [DONE]\n\n');
    });
    const received = fake.nextRequest();
    const { deltas, error } = await collect(streamAnswer({ messages: question }, { ...settings, apiKey: undefined }));
    expect(error).toBeUndefined();
    expect(deltas).toEqual(['Dạ có.']);
    expect((await received).headers).not.toHaveProperty('authorization');
  });
});

describe('an answer given up', () => {
  it.each([500, 401])('on HTTP %i, without reading a large error body', async (status) => {
    let written = 0;
    const huge = 64 * 1024 * 1024;
    fake.answer(async (response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      const block = Buffer.alloc(64 * 1024, 'x');
      while (written < huge && !response.destroyed) {
        written += block.length;
        if (!response.write(block)) await drainedOrClosed(response);
      }
      response.end();
    });
    const received = fake.nextRequest();
    const { deltas, error } = await collect(streamAnswer({ messages: question }, settings));
    expectFailure(error, 'http');
    expect((error as ModelError).status).toBe(status);
    expect(deltas).toEqual([]);
    await (
      await received
    ).closed;
    expect(written).toBeLessThan(huge);
  });

  it.each([
    ['a chunk that is not JSON', 'data: {"choices": [\n\n'],
    ['a chunk without choices', 'data: {"id":"x"}\n\n'],
    ['a chunk without a delta', 'data: {"choices":[{"index":0}]}\n\n'],
    ['a delta whose content is not text', 'data: {"choices":[{"delta":{"content":42}}]}\n\n'],
    ['a stream that ends before the answer', ''],
  ])('on %s', async (_, bad) => {
    fake.answer(async (response) => {
      streamHead(response);
      await writeApart(response, sseChunk({ content: 'Dạ, ' }));
      response.end(bad);
    });
    const { deltas, error } = await collect(streamAnswer({ messages: question }, settings));
    expectFailure(error, 'malformed');
    expect(deltas).toEqual(['Dạ, ']);
  });

  it('when no first word comes within the first-word limit', async () => {
    const clock = manualClock();
    fake.answer(async (response) => {
      streamHead(response);
      await writeApart(response, sseChunk({ role: 'assistant', content: '' }));
    });
    const received = fake.nextRequest();
    const answer = streamAnswer({ messages: question, clock }, settings);
    const first = answer.next();
    const request = await received;
    clock.advance(firstTokenTimeoutMs - 1);
    expect(
      await Promise.race([first.then(() => 'answered'), new Promise((r) => setImmediate(() => r('waiting')))]),
    ).toBe('waiting');
    clock.advance(1);
    await expectGivenUp(first, 'timeout', request);
  });

  it('when the whole answer takes longer than 15 s, even while words keep coming', async () => {
    const clock = manualClock();
    fake.answer(oneWordThenHold);
    const received = fake.nextRequest();
    const answer = streamAnswer({ messages: question, clock }, settings);
    expect((await answer.next()).value).toBe('Dạ, ');
    const request = await received;
    clock.advance(answerTimeoutMs);
    await expectGivenUp(answer.next(), 'timeout', request);
  });

  it('when a server ignores max_tokens: stopped at the cap and the request aborted', async () => {
    let sent = 0;
    fake.answer(async (response) => {
      streamHead(response);
      while (!response.destroyed && sent < 100_000) {
        sent++;
        await writeApart(response, sseChunk({ content: 'chữ ' })).catch(() => undefined);
      }
      response.end();
    });
    const received = fake.nextRequest();
    const { deltas, error } = await collect(streamAnswer({ messages: question }, { ...settings, maxTokens: 50 }));
    expectFailure(error, 'too-long');
    expect(deltas).toHaveLength(50);
    await (
      await received
    ).closed;
    expect(sent).toBeLessThan(100_000);
  });

  it('when the server stops at max_tokens itself (finish reason "length")', async () => {
    fake.answer(async (response) => {
      streamHead(response);
      await writeApart(response, sseChunk({ content: 'Dạ, gói' }, 'length'));
      response.end('data: [DONE]\n\n');
    });
    const { deltas, error } = await collect(streamAnswer({ messages: question }, settings));
    expectFailure(error, 'too-long');
    expect(deltas).toEqual(['Dạ, gói']);
  });

  it("on the caller's abort, which closes the request", async () => {
    fake.answer(oneWordThenHold);
    const received = fake.nextRequest();
    const visitor = new AbortController();
    const answer = streamAnswer({ messages: question, signal: visitor.signal }, settings);
    expect((await answer.next()).value).toBe('Dạ, ');
    const request = await received;
    visitor.abort();
    await expectGivenUp(answer.next(), 'aborted', request);
  });

  it('when the model cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { error } = await collect(
      streamAnswer({ messages: question }, { ...settings, endpoint: `http://127.0.0.1:${port}/v1/chat/completions` }),
    );
    expectFailure(error, 'network');
  });
});
