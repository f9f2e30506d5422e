import { describe, expect, it } from 'vitest';
import { parseStreamLine, readStream } from './reply-stream.ts';

/** A body arriving in exactly these pieces (bytes), as a slow network splits it. */
function body(...pieces: Array<string | Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces)
        controller.enqueue(typeof piece === 'string' ? new TextEncoder().encode(piece) : piece);
      controller.close();
    },
  });
}

async function events(stream: ReadableStream<Uint8Array>) {
  const seen = [];
  for await (const event of readStream(stream)) seen.push(event);
  return seen;
}

const reply = {
  type: 'reply',
  reply: { kind: 'answer', text: 'Có, từ gói Chuyên nghiệp.', sources: [{ title: 'Kết nối OTA', href: '/#faq-6' }] },
  handover: false,
};

describe('readStream', () => {
  it('reads deltas and the final reply whatever the chunks cut: mid-line and mid-character', async () => {
    const text = `{"type":"delta","text":"Có, "}\n{"type":"delta","text":"kết nối"}\n${JSON.stringify(reply)}\n`;
    const bytes = new TextEncoder().encode(text);
    // 'ế' is three bytes: cut inside it, and inside the second line.
    const cut = bytes.indexOf(0xe1 /* first byte of ế */) + 1;
    expect(await events(body(bytes.slice(0, 10), bytes.slice(10, cut), bytes.slice(cut)))).toEqual([
      { type: 'delta', text: 'Có, ' },
      { type: 'delta', text: 'kết nối' },
      { type: 'reply', reply: reply.reply, handover: false },
    ]);
  });

  it('reads a last line without its line break', async () => {
    expect(await events(body(JSON.stringify({ ...reply, handover: true })))).toEqual([
      { type: 'reply', reply: reply.reply, handover: true },
    ]);
  });

  it('skips blank, broken and unknown lines instead of failing the answer', async () => {
    expect(await events(body('\n{"type":"delta"\n{"type":"ping"}\n[1]\nnull\n{"type":"delta","text":"ổn"}\n'))).toEqual(
      [{ type: 'delta', text: 'ổn' }],
    );
  });
});

describe('parseStreamLine', () => {
  it('takes a not-sure reply with its related pages', () => {
    const line = JSON.stringify({
      type: 'reply',
      reply: { kind: 'not_sure', related: [{ title: 'Bảng giá', href: '/bao-gia' }] },
      handover: true,
    });
    expect(parseStreamLine(line)).toEqual({
      type: 'reply',
      reply: { kind: 'not_sure', related: [{ title: 'Bảng giá', href: '/bao-gia' }] },
      handover: true,
    });
  });

  it('keeps the server’s sealed turn with the reply, and drops one of another shape', () => {
    const turn = { question: 'Có kết nối Agoda không?', answer: 'Có.', seal: 'Q2TJc1b0yF8zq7nE4kXwA9vR3mLpH6sD' };
    expect(parseStreamLine(JSON.stringify({ ...reply, turn }))).toEqual({
      type: 'reply',
      reply: reply.reply,
      handover: false,
      turn,
    });
    for (const broken of [{ ...turn, seal: 1 }, { question: 'x', answer: 'y' }, 'seal', null])
      expect(parseStreamLine(JSON.stringify({ ...reply, turn: broken }))).toEqual({
        type: 'reply',
        reply: reply.reply,
        handover: false,
      });
  });

  it('keeps the polite words a model wrote for a question it declined', () => {
    const declined = {
      kind: 'not_sure',
      related: [],
      text: 'Dạ, em chỉ trả lời được về phần mềm và thiết bị khách sạn của công ty ạ.',
    };
    expect(parseStreamLine(JSON.stringify({ type: 'reply', reply: declined, handover: true }))).toEqual({
      type: 'reply',
      reply: declined,
      handover: true,
    });
  });

  it('refuses a reply whose links leave the site or run script, and one of another shape', () => {
    for (const href of ['javascript:alert(1)', '//evil.example/x', 'https://evil.example/']) {
      const line = JSON.stringify({ ...reply, reply: { ...reply.reply, sources: [{ title: 'x', href }] } });
      expect(parseStreamLine(line)).toBeUndefined();
    }
    expect(parseStreamLine(JSON.stringify({ type: 'reply', reply: { kind: 'answer' } }))).toBeUndefined();
    expect(parseStreamLine(JSON.stringify({ type: 'reply', reply: { kind: 'maybe', related: [] } }))).toBeUndefined();
  });
});
