// POST /api/assistant against the real server: NDJSON streamed
// line by line from a fake model, the retrieval answer when the model fails, every malformed or
// hostile request refused with a Vietnamese 4xx and nothing stored, the visitor leaving aborting the
// model's request, 503 while the database cannot be used, and limits a written X-Forwarded-For cannot dodge.
// On SQLite only: the SQL behind it runs on both databases in assistant-records.test.ts (what is
// stored and counted), rate-limiter.test.ts (the limits, two instances at once) and
// database-outage-http.test.ts; which errors are an outage on each is postgres-errors.test.ts's and
// storage-problem.test.ts's.
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import type { AssistantEvent } from '../../src/lib/assistant/assistant-protocol.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import {
  oneWordThenHold,
  promptOf,
  sseChunk,
  startFakeModelServer,
  streamDeltas,
  writeApart,
  type FakeModelServer,
} from './fake-model-server.ts';
import { requestFrom, type LoopbackAnswer } from './loopback-client.ts';
import { rawRequest } from './raw-http.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

const pricingQuestion = 'Gói Chuyên nghiệp giá bao nhiêu?';

/** The server's error lines so far, but those of the fault a test causes on purpose (its limits' table renamed away). */
const errorLines = (server: LaunchedServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"level":"error"') || line.includes('[ERROR]'))
    .filter((line) => !line.includes('rate_limit_counters'));

/** One POST to /api/assistant from the loopback address `from`, the body sent as given. */
const postFrom = (
  server: LaunchedServer,
  from: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<LoopbackAnswer> =>
  requestFrom(server.url, from, {
    method,
    path: '/api/assistant',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

const ask = (server: LaunchedServer, question: string, from = '127.0.0.1', headers: Record<string, string> = {}) =>
  postFrom(server, from, JSON.stringify({ question, history: [] }), headers);

const eventsOf = (body: string): AssistantEvent[] =>
  body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AssistantEvent);

/** A reply without its turn's seal, which holds the second it was made: two answers to one question differ there alone. */
const withoutSeal = (event: AssistantEvent | undefined) =>
  event?.type === 'reply' && event.turn ? { ...event, turn: { ...event.turn, seal: undefined } } : event;

/** A server on a fresh `dialect` database for the enclosing describe, with `env`, and its database. */
function serverOn(dialect: TestDatabase['name'], env: () => Record<string, string>) {
  const launched = {} as { server: LaunchedServer; db: Kysely<Database> };
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, 'imported');
    launched.server = await launchServer({ ...database.env, ...env() });
    launched.db = createDb(
      dialect === 'sqlite' ? { dialect, file: path.join(launched.server.dataDir, 'site.db') } : database.config,
    );
  });
  afterAll(async () => {
    await launched.db?.destroy();
    await launched.server?.stop();
    await database?.dispose();
  });
  return launched;
}

/** What the assistant has stored: unanswered questions and the day's model answers. */
async function stored(db: Kysely<Database>) {
  const [unanswered, counted] = await Promise.all([
    db.selectFrom('assistant_unanswered').selectAll().execute(),
    db.selectFrom('assistant_daily_answers').selectAll().execute(),
  ]);
  return { unanswered, counted };
}

describe.each(['sqlite'] as const)('POST /api/assistant on %s', (dialect) => {
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeModelServer();
  });
  afterAll(() => fake?.close());
  const launched = serverOn(dialect, () => ({
    ASSISTANT_LLM_URL: fake.baseUrl,
    ASSISTANT_LLM_MODEL: 'qwen2.5:7b',
    ASSISTANT_RATE_LIMIT_PER_MINUTE: '0',
    ASSISTANT_RATE_LIMIT_PER_HOUR: '0',
  }));

  afterEach(() => {
    expect(() => process.kill(launched.server.pid, 0)).not.toThrow();
    expect(errorLines(launched.server)).toEqual([]);
  });

  it('writes each of the model’s words as an NDJSON line as it comes, then the reply', async () => {
    const { server } = launched;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fake.answer(async (response) => {
      const plan = promptOf(fake.requests.at(-1)!).data.doan_trich.find((p) => p.trang === 'Gói Chuyên nghiệp')!.so;
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      await writeApart(response, sseChunk({ content: 'Dạ, gói ' }));
      await held;
      await writeApart(response, sseChunk({ content: `Chuyên nghiệp 1.200.000 ₫/tháng [${plan}].` }, 'stop'));
      response.end('data: [DONE]\n\n');
    });
    const response = await fetch(`${server.url}/api/assistant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: pricingQuestion, history: [] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    // The first line arrives while the model is still holding the rest of its answer.
    expect((await reader.read()).value).toBe('{"type":"delta","text":"Dạ, gói"}\n');
    release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += chunk.value;
    expect(eventsOf(rest)).toEqual([
      { type: 'delta', text: ' Chuyên nghiệp 1.200.000 ₫/tháng' },
      { type: 'delta', text: '.' },
      {
        type: 'reply',
        reply: {
          kind: 'answer',
          text: 'Dạ, gói Chuyên nghiệp 1.200.000 ₫/tháng.',
          sources: [{ title: 'Gói Chuyên nghiệp', href: '/#pricing' }],
        },
        handover: false,
        // The turn as a handover will carry it, sealed by the server.
        turn: {
          question: pricingQuestion,
          answer: 'Dạ, gói Chuyên nghiệp 1.200.000 ₫/tháng.\nNguồn: Gói Chuyên nghiệp',
          seal: expect.stringMatching(/^\d{10}\.[\w-]{32}$/),
        },
      },
    ]);
  });

  it('answers from the site alone, in one line, when the model fails', async () => {
    fake.answer((response) => void response.writeHead(500).end());
    const answer = await ask(launched.server, pricingQuestion);
    expect(answer.status).toBe(200);
    const events = eventsOf(answer.body);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'reply',
      reply: { kind: 'answer', sources: [{ href: '/#pricing' }] },
      handover: false,
    });
  });

  // The leaks: addresses of any top-level domain, protocol-relative, with ideographic or
  // full-width dots, an e-mail address and phone numbers the site does not publish.
  it.each([
    'evil.ru/login',
    'evil.ai/x',
    'evil.de',
    '//evil.com/x',
    'evil。com',
    'evil．com',
    'ketoan@hotelix-pay.com',
    '0912 345 678',
    '+84 912 345 678',
    // The second review's: a space the shown text loses, an invisible character, a dot in words.
    'vcb-xacminh .ru/login',
    '0912\uFE0F345\uFE0F678',
    'evil chấm com',
  ])('does not show a model’s answer holding %s, under its Nguồn: link or on /tro-ly', async (leak) => {
    const { server } = launched;
    fake.answer((response) => void response.writeHead(500).end());
    const [retrieval] = eventsOf((await ask(server, pricingQuestion)).body);
    fake.answer((response) => {
      const plan = promptOf(fake.requests.at(-1)!).data.doan_trich.find((p) => p.trang === 'Gói Chuyên nghiệp')!.so;
      return streamDeltas(response, [
        `Dạ, gói Chuyên nghiệp 1.200.000 ₫/tháng [${plan}]. `,
        `Anh/chị chuyển khoản qua ${leak} để giữ giá.`,
      ]);
    });
    const answer = await ask(server, pricingQuestion);
    expect(answer.status).toBe(200);
    expect(withoutSeal(eventsOf(answer.body).at(-1))).toEqual(withoutSeal(retrieval));
    expect(answer.body).not.toMatch(/evil|xacminh|hotelix-pay|912|chuyển khoản qua/u);

    const asked = fake.requests.length;
    const page = await fetch(`${server.url}/tro-ly?${new URLSearchParams({ q: pricingQuestion })}`);
    expect(page.status).toBe(200);
    expect(fake.requests).toHaveLength(asked + 1);
    const html = await page.text();
    expect(html).toMatch(/Nguồn:<\/p><ul[^>]*><li><a href="\/#pricing"/u);
    expect(html).not.toMatch(/evil|xacminh|hotelix-pay|912 345|912\uFE0F345|chuyển khoản qua/u);
  });

  it('aborts the model’s request when the visitor closes the connection', async () => {
    fake.answer(oneWordThenHold);
    const received = fake.nextRequest();
    const visitor = new AbortController();
    const response = await fetch(`${launched.server.url}/api/assistant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: pricingQuestion, history: [] }),
      signal: visitor.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    visitor.abort();
    // Resolves only once the server has closed its request to the model.
    await (
      await received
    ).closed;
  });

  const valid = JSON.stringify({ question: pricingQuestion, history: [] });
  const hostile: Array<[string, () => Promise<LoopbackAnswer>, number, string]> = [
    [
      'GET',
      () => postFrom(launched.server, '127.0.0.1', '', {}, 'GET'),
      405,
      'Phương thức không được hỗ trợ tại địa chỉ này.',
    ],
    // Refused for every address at the server's edge, in the same words, as plain text.
    ['PUT', () => postFrom(launched.server, '127.0.0.1', valid, {}, 'PUT'), 405, 'Phương thức không được hỗ trợ.'],
    [
      'a form post',
      () =>
        postFrom(launched.server, '127.0.0.1', 'question=a', {
          'content-type': 'application/x-www-form-urlencoded',
          origin: launched.server.url,
        }),
      415,
      'Định dạng dữ liệu không được hỗ trợ.',
    ],
    [
      'plain text',
      () =>
        postFrom(launched.server, '127.0.0.1', valid, { 'content-type': 'text/plain', origin: launched.server.url }),
      415,
      'Định dạng dữ liệu không được hỗ trợ.',
    ],
    [
      'JSON in Latin-1',
      () => postFrom(launched.server, '127.0.0.1', valid, { 'content-type': 'application/json; charset=iso-8859-1' }),
      415,
      'Định dạng dữ liệu không được hỗ trợ.',
    ],
    [
      'a gzip body',
      () => postFrom(launched.server, '127.0.0.1', valid, { 'content-encoding': 'gzip' }),
      415,
      'Định dạng dữ liệu không được hỗ trợ.',
    ],
    [
      '9 KB',
      () => postFrom(launched.server, '127.0.0.1', JSON.stringify({ question: 'a', pad: 'x'.repeat(9000) })),
      413,
      'Câu hỏi gửi lên quá lớn (tối đa 8 KB).',
    ],
    ['JSON cut short', () => postFrom(launched.server, '127.0.0.1', '{"question":'), 400, 'Yêu cầu không hợp lệ.'],
    [
      'bytes that are not UTF-8',
      () => postFrom(launched.server, '127.0.0.1', Buffer.from([0x7b, 0x22, 0x71, 0xc0, 0xaf, 0x22, 0x7d])),
      400,
      'Yêu cầu không hợp lệ.',
    ],
    [
      'a question of 501 characters',
      () => ask(launched.server, 'ả'.repeat(501)),
      400,
      'Câu hỏi dài quá 500 ký tự. Anh/chị vui lòng hỏi ngắn gọn hơn.',
    ],
    ['an empty question', () => ask(launched.server, ' \n '), 400, 'Anh/chị vui lòng nhập câu hỏi.'],
    [
      'seven earlier turns',
      () =>
        postFrom(
          launched.server,
          '127.0.0.1',
          JSON.stringify({ question: 'a', history: Array(7).fill({ question: 'Có dùng thử?', answer: 'Dạ có.' }) }),
        ),
      400,
      'Cuộc trò chuyện đã quá dài. Anh/chị vui lòng bắt đầu cuộc trò chuyện mới.',
    ],
  ];

  it.each(hostile)('refuses %s in Vietnamese, storing nothing and asking no model', async (_, send, status, error) => {
    const before = { stored: await stored(launched.db), asked: fake.requests.length };
    const answer = await send();
    expect(answer.status).toBe(status);
    if (answer.headers['content-type'] === 'application/json') expect(JSON.parse(answer.body)).toEqual({ error });
    else expect(answer.body).toBe(`${error}\n`);
    if (status === 405) expect(answer.headers.allow).toMatch(/POST/);
    expect(await stored(launched.db)).toEqual(before.stored);
    expect(fake.requests).toHaveLength(before.asked);
  });

  it('refuses a 9 KB body sent in chunks without a length with 413', async () => {
    const body = JSON.stringify({ question: 'a', pad: 'x'.repeat(9000) });
    const chunked = `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
    const head =
      'POST /api/assistant HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked';
    const answer = await rawRequest(launched.server.url, head, chunked);
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('Câu hỏi gửi lên quá lớn (tối đa 8 KB).');
  });

  it('answers a fault that is no outage (its limits’ table gone) with the 500, logged as an error, not as the database away', async () => {
    // The database away answers 503 (the outage sweep, database-outage-http.test.ts); a query that
    // is wrong is a bug, and its 503 would hide it behind a warning.
    const { db, server } = launched;
    await db.schema.alterTable('rate_limit_counters').renameTo('rate_limit_counters_away').execute();
    try {
      const answer = await ask(server, pricingQuestion);
      expect(answer.status).toBe(500);
      expect(answer.headers['retry-after']).toBeUndefined();
    } finally {
      await db.schema.alterTable('rate_limit_counters_away').renameTo('rate_limit_counters').execute();
    }
    const output = server.output();
    expect(output).toMatch(/"level":"error","event":"render_failed","path":"\/api\/assistant".*rate_limit_counters/);
    expect(output).not.toContain('"event":"content_unreadable"');
    expect(output).not.toContain('"event":"database_unavailable"');
    fake.answer((response) => void response.writeHead(500).end());
    expect((await ask(server, pricingQuestion)).status).toBe(200);
  });
});

describe.each(['sqlite'] as const)('the assistant’s limits against the real server on %s', (dialect) => {
  // Three questions a minute per address, five from everyone: small, so a test reaches both.
  const launched = serverOn(dialect, () => ({
    ASSISTANT_RATE_LIMIT_PER_MINUTE: '3',
    ASSISTANT_RATE_LIMIT_PER_HOUR: '0',
    ASSISTANT_GLOBAL_LIMIT_PER_MINUTE: '5',
    ASSISTANT_GLOBAL_LIMIT_PER_HOUR: '0',
  }));

  it('counts questions by the socket address whatever X-Forwarded-For says, then all visitors together', async () => {
    const { server } = launched;
    const forged = (index: number) => ({ 'x-forwarded-for': `198.51.100.${index}, 10.9.8.${index}` });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++)
      statuses.push((await ask(server, pricingQuestion, '127.0.0.4', forged(index))).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await ask(server, pricingQuestion, '127.0.0.4');
    expect(limited.headers['retry-after']).toBe('60');
    expect(JSON.parse(limited.body)).toEqual({
      error: 'Anh/chị đã hỏi nhiều câu liên tiếp. Vui lòng thử lại sau ít phút.',
    });
    // Other addresses have their own three, until everyone's five are taken (the refused ones did not count).
    expect((await ask(server, pricingQuestion, '127.0.0.5')).status).toBe(200);
    expect((await ask(server, pricingQuestion, '127.0.0.6')).status).toBe(200);
    const busy = await ask(server, pricingQuestion, '127.0.0.7');
    expect(busy.status).toBe(429);
    expect(JSON.parse(busy.body)).toEqual({
      error:
        'Trợ lý đang nhận quá nhiều câu hỏi. Anh/chị vui lòng thử lại sau ít phút hoặc gọi hotline để được tư vấn ngay.',
    });
    expect(() => process.kill(server.pid, 0)).not.toThrow();
  });
});
