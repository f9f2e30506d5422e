import { hasUnsafeSingleLine } from '../../lib/text/unsafe-characters.ts';

/** Why a member's name is refused (1–100 characters, one line), in Vietnamese; undefined when fine. */
export function nameProblem(name: string): string | undefined {
  if (!name) return 'Vui lòng nhập họ tên.';
  if (name.length > 100) return 'Họ tên tối đa 100 ký tự.';
  if (hasUnsafeSingleLine(name)) return 'Họ tên chứa ký tự không hợp lệ.';
  return undefined;
}
