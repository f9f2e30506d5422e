import { describe, expect, it } from 'vitest';
import { conversationSchema, conversationTooLong } from './conversation-schema.ts';
import { boundedConversation } from './conversation.ts';

const turn = { question: 'Có kết nối Agoda không?', answer: 'Có, từ gói Chuyên nghiệp.' };
const problem = (value: unknown) => {
  const parsed = conversationSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('conversationSchema', () => {
  it('takes the turns as JSON (the panel) or as JSON text (a plain form post), or none', () => {
    expect(conversationSchema.parse([turn])).toEqual([turn]);
    expect(conversationSchema.parse(JSON.stringify([turn]))).toEqual([turn]);
    expect(conversationSchema.parse(undefined)).toEqual([]);
    expect(conversationSchema.parse('')).toEqual([]);
  });

  it('trims and normalises each side, keeping line breaks', () => {
    expect(conversationSchema.parse([{ question: '  Gia\u0301 bao nhiêu? ', answer: 'Dòng 1\nDòng 2' }])).toEqual([
      { question: 'Giá bao nhiêu?', answer: 'Dòng 1\nDòng 2' },
    ]);
  });

  it('refuses more than 10 turns, or a side over 2,000 characters, saying so', () => {
    expect(problem(Array.from({ length: 11 }, () => turn))).toBe(conversationTooLong);
    expect(problem([{ ...turn, answer: 'a'.repeat(2001) }])).toBe(conversationTooLong);
    // 2,000 emoji are 4,000 UTF-16 units, still 2,000 characters.
    expect(problem([{ ...turn, answer: '😀'.repeat(2000) }])).toBeUndefined();
  });

  it('keeps a turn’s seal for the server to check, and refuses one that is no text or too long to be the server’s', () => {
    const sealed = { ...turn, seal: 'Q2TJc1b0yF8zq7nE4kXwA9vR3mLpH6sD' };
    expect(conversationSchema.parse(JSON.stringify(boundedConversation([sealed])))).toEqual([sealed]);
    expect(problem([{ ...turn, seal: 7 }])).toBe('Cuộc trò chuyện gửi kèm không hợp lệ.');
    expect(problem([{ ...turn, seal: 's'.repeat(65) }])).toBe('Cuộc trò chuyện gửi kèm không hợp lệ.');
  });

  it('refuses another shape, broken JSON text and hidden characters', () => {
    const invalid = 'Cuộc trò chuyện gửi kèm không hợp lệ.';
    expect(problem({ question: 'x', answer: 'y' })).toBe(invalid);
    expect(problem('[{"question":')).toBe(invalid);
    expect(problem([{ question: 'x' }])).toBe(invalid);
    expect(problem([{ question: 1, answer: 'y' }])).toBe(invalid);
    expect(problem([{ question: 'x\u202e', answer: 'y' }])).toBe(invalid);
  });
});

describe('boundedConversation', () => {
  it('keeps the latest 10 turns, each side cut to 2,000 characters', () => {
    const turns = Array.from({ length: 12 }, (_, index) => ({ question: `Câu ${index}`, answer: 'đ'.repeat(2500) }));
    const bounded = boundedConversation(turns);
    expect(bounded.map((kept) => kept.question)).toEqual(turns.slice(2).map((kept) => kept.question));
    expect(Array.from(bounded[0]!.answer)).toHaveLength(2000);
    expect(bounded[0]!.answer.endsWith('…')).toBe(true);
    expect(conversationSchema.safeParse(bounded).success).toBe(true);
  });
});

describe('boundedConversation', () => {
  it('drops invisible characters the visitor pasted, so the server takes the handover', () => {
    const pasted = [{ question: 'Giá\u200b phòng\u202e bao nhiêu?', answer: 'Dòng 1\r\nDòng 2' }];
    const bounded = boundedConversation(pasted);
    expect(bounded).toEqual([{ question: 'Giá phòng bao nhiêu?', answer: 'Dòng 1\nDòng 2' }]);
    expect(conversationSchema.safeParse(bounded).success).toBe(true);
  });
});
