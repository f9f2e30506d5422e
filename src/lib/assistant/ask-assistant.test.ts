import { describe, expect, it } from 'vitest';
import { askAssistant, maxRequestBytes, requestBody } from './ask-assistant.ts';
import { assistantMessages } from './assistant-messages.ts';

const reply = {
  kind: 'answer',
  text: 'Có, từ gói Chuyên nghiệp.',
  sources: [{ title: 'Kết nối OTA', href: '/#faq-6' }],
};
const ndjson = (...lines: unknown[]) =>
  new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), {
    headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
  });
/** A fetch that answers `response` and keeps what it was sent. */
function server(response: Response | (() => never)) {
  const sent: RequestInit[] = [];
  const send = (async (_url: string, init: RequestInit) => {
    sent.push(init);
    return typeof response === 'function' ? response() : response;
  }) as typeof fetch;
  return { send, sent };
}

describe('askAssistant', () => {
  it('shows the text as it streams, then gives the final reply, which replaces it', async () => {
    const { send, sent } = server(
      ndjson(
        { type: 'delta', text: 'Có, ' },
        { type: 'delta', text: 'được.' },
        { type: 'reply', reply, handover: false },
      ),
    );
    const written: string[] = [];
    const result = await askAssistant('Có kết nối Agoda không?', [], (text) => written.push(text), send);
    expect(written).toEqual(['Có, ', 'Có, được.']);
    expect(result).toEqual({ ok: true, reply, handover: false });
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ question: 'Có kết nối Agoda không?', history: [] });
  });

  it('says what the server says on a refusal, or what its status means', async () => {
    const said = Response.json({ error: 'Anh/chị đã hỏi quá nhiều. Vui lòng đợi 1 phút.' }, { status: 429 });
    expect(await askAssistant('Giá?', [], () => {}, server(said).send)).toEqual({
      ok: false,
      message: 'Anh/chị đã hỏi quá nhiều. Vui lòng đợi 1 phút.',
    });
    const bare = new Response('<html>Too Many Requests</html>', { status: 429 });
    expect(await askAssistant('Giá?', [], () => {}, server(bare).send)).toEqual({
      ok: false,
      message: assistantMessages.rateLimited,
    });
    const down = new Response('', { status: 502 });
    expect(await askAssistant('Giá?', [], () => {}, server(down).send)).toEqual({
      ok: false,
      message: assistantMessages.unavailable,
    });
  });

  it('says the network failed when nothing arrives, and does not trust a stream cut before its reply', async () => {
    const offline = server(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await askAssistant('Giá?', [], () => {}, offline.send)).toEqual({
      ok: false,
      message: 'Không kết nối được tới máy chủ. Vui lòng kiểm tra mạng và thử lại.',
    });
    const cut = server(ndjson({ type: 'delta', text: 'Giá gói Cơ bản là' }));
    expect(await askAssistant('Giá?', [], () => {}, cut.send)).toEqual({
      ok: false,
      message: assistantMessages.unavailable,
    });
  });
});

describe('requestBody', () => {
  const turn = (index: number, answer = 'Được.') => ({ question: `Câu ${index}`, answer });

  it('sends at most the latest 6 earlier turns', () => {
    const body = JSON.parse(
      requestBody(
        'Câu mới',
        Array.from({ length: 9 }, (_, index) => turn(index)),
      ),
    );
    expect(body.history.map((sent: { question: string }) => sent.question)).toEqual([
      'Câu 3',
      'Câu 4',
      'Câu 5',
      'Câu 6',
      'Câu 7',
      'Câu 8',
    ]);
  });

  it('sends each turn’s seal as the server gave it, and none for a turn that had none', () => {
    const sealed = { ...turn(1), seal: '1796612645.Q2TJc1b0yF8zq7nE4kXwA9vR3mLpH6sD' };
    expect(JSON.parse(requestBody('Câu mới', [turn(0), sealed])).history).toEqual([turn(0), sealed]);
  });

  it('keeps within 8 KB by dropping the oldest turns, each side cut to 2,000 characters', () => {
    const long = Array.from({ length: 6 }, (_, index) => turn(index, 'Phòng đôi hướng biển. '.repeat(200)));
    const body = requestBody('Câu mới', long);
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(maxRequestBytes);
    const sent = JSON.parse(body);
    expect(sent.history.length).toBeGreaterThan(0);
    expect(sent.history.at(-1).question).toBe('Câu 5');
    expect(Array.from(sent.history.at(-1).answer).length).toBeLessThanOrEqual(2000);
  });
});
