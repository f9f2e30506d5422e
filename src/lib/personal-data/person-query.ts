import { emailIdentity } from '../sales/email-identity.ts';
import { normalisePhone } from '../sales/phone.ts';
import type { PersonKey } from './person-records.ts';

// What the owner types to find a person: one e-mail address or one phone number, read as the inbox
// reads them (the mailbox an address reaches, the phone in E.164), so 'An.Binh+demo@gmail.com' finds
// 'anbinh@gmail.com' and '0912 345 678' finds '+84912345678'. A name is not enough: two people share
// one, and erasing the wrong one cannot be undone.

/** The most characters read of what was typed. */
export const maxPersonQueryLength = 254;

export const personQueryMessages = {
  empty: 'Nhập e-mail hoặc số điện thoại của người cần tìm.',
  invalid: 'Không đọc được e-mail hoặc số điện thoại này. Nhập đúng một e-mail (có @) hoặc một số điện thoại.',
} as const;

/** The keys of a typed e-mail or phone, or why it cannot be read. */
export function readPersonQuery(typed: unknown): PersonKey | keyof typeof personQueryMessages {
  if (typeof typed !== 'string' || !typed.trim()) return 'empty';
  const text = typed.trim();
  if (text.length > maxPersonQueryLength) return 'invalid';
  if (text.includes('@')) {
    const key = emailIdentity(text);
    return key && /^[^@\s]+@[^@\s]+\.[^@\s]+$/u.test(key) ? { emailKey: key, phoneE164: null } : 'invalid';
  }
  const phone = normalisePhone(text);
  return phone ? { emailKey: null, phoneE164: phone } : 'invalid';
}
