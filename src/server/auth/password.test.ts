import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt N=2^17, r=8, p=1 with a random salt, and verifies only the right password', async () => {
    const first = await hashPassword('mật-khẩu-đủ-dài-123');
    const second = await hashPassword('mật-khẩu-đủ-dài-123');
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('mật-khẩu-đủ-dài-123', first)).toBe(true);
    expect(await verifyPassword('mật-khẩu-đủ-dài-124', first)).toBe(false);
    expect(await verifyPassword('mật-khẩu-đủ-dài-123', 'bcrypt$garbage')).toBe(false);
  });

  it('treats the same password typed in decomposed Unicode as the same', async () => {
    const stored = await hashPassword('Đăng nhập an toàn');
    expect(await verifyPassword('Đăng nhập an toàn'.normalize('NFD'), stored)).toBe(true);
  });
});
