import { dictionary } from '@zxcvbn-ts/language-common';

// NIST SP 800-63B: a minimum length and a check against passwords known to be common, no rules on
// which kinds of characters to mix (they push people to 'Password1!'). The list is zxcvbn-ts's
// 49,000 most common passwords; a few words of this site are added, since an attacker tries them first.

export const minPasswordLength = 12;
const maxPasswordLength = 1024;

const common = new Set([...dictionary['passwords-common'], 'hotelix', 'matkhau', 'khachsan', 'quantri', 'admin']);

/**
 * The password folded to what people vary least: lower case, without the digits and signs they add
 * at the ends to pass a length rule ('Password2026!' → 'password').
 */
function core(password: string): string {
  return password
    .toLowerCase()
    .replace(/^[\d\W_]+|[\d\W_]+$/gu, '')
    .replace(/\s+/g, '');
}

/** Why a new password is refused (a Vietnamese sentence), or null when it is acceptable. */
export function passwordProblem(password: string, context: { email: string; name?: string }): string | null {
  if (password.length < minPasswordLength) return `Mật khẩu cần ít nhất ${minPasswordLength} ký tự.`;
  if (password.length > maxPasswordLength) return 'Mật khẩu quá dài.';
  const folded = core(password);
  const personal = [context.email.split('@')[0] ?? '', ...(context.name ?? '').toLowerCase().split(/\s+/)].filter(
    (word) => word.length >= 3,
  );
  if (
    common.has(password.toLowerCase()) ||
    common.has(folded) ||
    folded.length < 4 ||
    new Set(password).size < 4 ||
    personal.some((word) => folded === word.toLowerCase())
  )
    return 'Mật khẩu này quá phổ biến hoặc dễ đoán. Hãy dùng một cụm từ dài mà chỉ bạn biết.';
  return null;
}
