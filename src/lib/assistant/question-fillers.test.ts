import { describe, expect, it } from 'vitest';
import { meaningfulWords } from './question-fillers.ts';

const meaningful = (question: string) => meaningfulWords(question).map((word) => word.folded);

describe('question fillers', () => {
  it('drops the words that only make a question', () => {
    expect(meaningful('Anh ơi cho em hỏi có kết nối Agoda được không ạ?')).toEqual(['ket', 'noi', 'agoda']);
    expect(meaningful('co ket noi agoda khong')).toEqual(['ket', 'noi', 'agoda']);
    expect(meaningful('Gói Chuyên nghiệp giá bao nhiêu?')).toEqual(['goi', 'chuyen', 'nghiep', 'gia']);
    // Both words of 'bao lâu', typed with or without marks; 'bảo hành' stays.
    expect(meaningful('khoa thong minh bao hanh bao lau')).toEqual(['khoa', 'thong', 'minh', 'bao', 'hanh']);
    expect(meaningful('Pin dùng được bao lâu?')).toEqual(['pin', 'dung']);
    expect(meaningful('bảo hành thế nào')).toEqual(['bao', 'hanh']);
  });

  it('keeps a word a filler looks like without its marks', () => {
    expect(meaningful('Gói Cơ bản')).toEqual(['goi', 'co', 'ban']);
    expect(meaningful('the tu gia bao nhieu')).toEqual(['the', 'tu', 'gia']);
    expect(meaningful('bao hanh the nao')).toEqual(['bao', 'hanh']);
    expect(meaningful('toi uu gia phong')).toEqual(['toi', 'uu', 'gia', 'phong']);
    expect(meaningful('mã PIN')).toEqual(['ma', 'pin']);
  });
});
