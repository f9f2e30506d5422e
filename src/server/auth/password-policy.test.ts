import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

const who = { email: 'lan.nguyen@hotelix.vn', name: 'Nguyễn Lan' };
const tooCommon = 'Mật khẩu này quá phổ biến hoặc dễ đoán. Hãy dùng một cụm từ dài mà chỉ bạn biết.';

describe('password policy', () => {
  it('asks for 12 characters, counting every character, Vietnamese ones included', () => {
    expect(passwordProblem('ngắn-quá', who)).toBe('Mật khẩu cần ít nhất 12 ký tự.');
    expect(passwordProblem('mèo đen ăn cơm trưa', who)).toBeNull();
  });

  it.each([
    'qwertyuiop123',
    '123456789012',
    'Password2026!',
    'iloveyou2026!',
    'Hotelix@2026',
    'lan.nguyen2026',
    'aaaaaaaaaaaaaa',
    '1q2w3e4r5t6y',
  ])('refuses the common or guessable %j', (password) => {
    expect(passwordProblem(password, who)).toBe(tooCommon);
  });

  it('sets no rules on kinds of characters: a long lowercase phrase is fine', () => {
    expect(passwordProblem('ca phe sua da buoi sang', who)).toBeNull();
  });
});
