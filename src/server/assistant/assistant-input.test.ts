import { describe, expect, it } from 'vitest';
import { inputMessages, readQuestion } from './assistant-input';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  readQuestion(
    new Request('http://localhost/api/assistant', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }),
  );
const turn = { question: 'Có kết nối Agoda không?', answer: 'Dạ có.' };

describe('readQuestion', () => {
  it('reads a question and its earlier turns, trimmed and NFC', async () => {
    const decomposed = ' Gói Chuyên nghiệp giá bao nhiêu? '.normalize('NFD');
    expect(await post(JSON.stringify({ question: decomposed, history: [turn] }))).toEqual({
      question: 'Gói Chuyên nghiệp giá bao nhiêu?',
      history: [turn],
    });
    expect(await post(JSON.stringify({ question: 'Có dùng thử không?' }))).toEqual({
      question: 'Có dùng thử không?',
      history: [],
    });
  });

  it('reads each earlier turn’s seal as sent, for the server to check', async () => {
    const sealed = { ...turn, seal: '1796612645.Q2TJc1b0yF8zq7nE4kXwA9vR3mLpH6sD' };
    expect(await post(JSON.stringify({ question: 'Còn gì nữa?', history: [sealed, turn] }))).toEqual({
      question: 'Còn gì nữa?',
      history: [sealed, turn],
    });
  });

  it.each([
    ['JSON that does not parse', '{"question": "a"', inputMessages.malformed],
    ['JSON that is not an object', '["Có dùng thử không?"]', inputMessages.malformed],
    ['a question that is not text', JSON.stringify({ question: 42 }), inputMessages.malformed],
    ['no question', JSON.stringify({ history: [] }), inputMessages.malformed],
    ['a question of spaces', JSON.stringify({ question: '   ' }), inputMessages.empty],
    ['a question of 501 characters', JSON.stringify({ question: 'ả'.repeat(501) }), inputMessages.too_long],
    [
      'seven earlier turns',
      JSON.stringify({ question: 'a', history: Array(7).fill(turn) }),
      inputMessages.long_conversation,
    ],
    [
      'an earlier answer of 2,001 characters',
      JSON.stringify({ question: 'a', history: [{ ...turn, answer: 'a'.repeat(2001) }] }),
      inputMessages.long_conversation,
    ],
    [
      'a seal that is not text',
      JSON.stringify({ question: 'a', history: [{ ...turn, seal: 7 }] }),
      inputMessages.malformed,
    ],
    [
      'a seal longer than any of the server’s',
      JSON.stringify({ question: 'a', history: [{ ...turn, seal: 's'.repeat(65) }] }),
      inputMessages.malformed,
    ],
    ['a turn that is not an object', JSON.stringify({ question: 'a', history: ['Dạ có.'] }), inputMessages.malformed],
    [
      'history that is not a list',
      JSON.stringify({ question: 'a', history: { question: 'a' } }),
      inputMessages.malformed,
    ],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0x22, 0x71, 0xff, 0xfe, 0x22, 0x7d]), inputMessages.malformed],
  ])('refuses %s with 400', async (_, body, message) => {
    expect(await post(body)).toEqual({ status: 400, message });
  });

  it('refuses a body over 8 KB with 413, declared or not', async () => {
    const big = JSON.stringify({ question: 'a', history: [{ question: 'a'.repeat(2000), answer: 'b'.repeat(2000) }] });
    const bigger = JSON.stringify({ question: 'a', pad: 'x'.repeat(9000) });
    expect(await post(big)).toMatchObject({ question: 'a' });
    expect(await post(bigger)).toEqual({ status: 413, message: inputMessages.too_large });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(bigger));
        controller.close();
      },
    });
    const chunked = new Request('http://localhost/api/assistant', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await readQuestion(chunked)).toEqual({ status: 413, message: inputMessages.too_large });
  });

  it.each([
    ['JSON in another charset', { 'content-type': 'application/json; charset=iso-8859-1' }],
    ['a compressed body', { 'content-encoding': 'gzip' }],
  ])('refuses %s with 415', async (_, headers) => {
    expect(await post(JSON.stringify({ question: 'Có dùng thử không?' }), headers)).toEqual({
      status: 415,
      message: inputMessages.unsupported,
    });
  });
});
