import type { Kysely } from 'kysely';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import type { Database } from '../db/database.ts';
import { audit } from '../audit/audit-log.ts';
import { checkCurrentPassword } from './my-account.service.ts';
import { confirmEnrolment, newRecoveryCodes, turnOffTwoFactor } from './two-factor.service.ts';

/** What an action on /admin/hai-buoc came to. */
export type TwoFactorOutcome =
  /** Recovery codes to show once (after turning it on, or new ones). */
  | { kind: 'codes'; codes: string[]; enabled: boolean }
  | { kind: 'off' }
  | { kind: 'problem'; message: string; status: number };

const wrongPassword: TwoFactorOutcome = { kind: 'problem', message: 'Mật khẩu hiện tại không đúng.', status: 422 };
const busy: TwoFactorOutcome = {
  kind: 'problem',
  message: 'Hệ thống đang bận kiểm tra mật khẩu. Vui lòng thử lại sau ít giây.',
  status: 429,
};

/** Applies an action posted from /admin/hai-buoc: turn on (with a code), new recovery codes or turn off; each with the password. */
export async function handleTwoFactorAction(
  db: Kysely<Database>,
  form: URLSearchParams,
  staff: SignedInStaff,
  now = new Date(),
): Promise<TwoFactorOutcome> {
  const action = form.get('action');
  if (action === 'enable') {
    // The same proof as turning it off: whoever finds a session open must not bind their own app to it.
    const matches = await checkCurrentPassword(db, staff, String(form.get('current') ?? ''));
    if (matches === 'busy') return busy;
    if (!matches) return wrongPassword;
    const result = await confirmEnrolment(db, staff, String(form.get('code') ?? ''), now);
    if (result.kind === 'enabled') return { kind: 'codes', codes: result.recoveryCodes, enabled: true };
    return {
      kind: 'problem',
      message:
        result.kind === 'wrong_code'
          ? 'Mã không đúng. Hãy kiểm tra giờ trên điện thoại và nhập mã đang hiện trong ứng dụng.'
          : 'Xác thực hai bước đã được bật.',
      status: 422,
    };
  }
  if ((action === 'disable' || action === 'new_codes') && staff.twoFactor) {
    const matches = await checkCurrentPassword(db, staff, String(form.get('current') ?? ''));
    if (matches === 'busy') return busy;
    if (!matches) return wrongPassword;
    if (action === 'new_codes') {
      const codes = await newRecoveryCodes(db, staff.id);
      await audit(db, { action: 'recovery_codes_renewed', actor: staff });
      return { kind: 'codes', codes, enabled: false };
    }
    if ((await turnOffTwoFactor(db, staff)) === 'required')
      return { kind: 'problem', message: 'Quản trị đã bắt buộc xác thực hai bước cho mọi tài khoản.', status: 422 };
    return { kind: 'off' };
  }
  return { kind: 'problem', message: 'Không có gì thay đổi.', status: 400 };
}
