import * as z from 'zod/mini';
import { email, text } from '../leads/field-schemas.ts';
import { hasUnsafeMultiLine } from '../text/unsafe-characters.ts';

// A person's own request about their data (the rights the privacy page lists): made on the public
// page 'Yêu cầu về dữ liệu cá nhân' and proven by a link sent to the address, or recorded by the
// owner when it came by e-mail or phone. The owner answers within 72 hours of the proof.

/** What a person may ask, in the privacy page's order, with the words the form and the owner's list use. */
export const personRequestKinds = {
  access: 'Xem dữ liệu của tôi',
  copy: 'Nhận bản sao dữ liệu',
  correct: 'Sửa thông tin',
  erase: 'Xóa dữ liệu',
  withdraw: 'Rút lại sự đồng ý, không muốn được liên hệ nữa',
} as const;

export type PersonRequestKind = keyof typeof personRequestKinds;

/** The public page, linked from the privacy page. */
export const personRequestPath = '/yeu-cau-du-lieu-ca-nhan';
/** Where the signed link in the e-mail leads: the page that asks for the confirming tap. */
export const personRequestConfirmPath = `${personRequestPath}/xac-nhan`;

/** How long the e-mailed link proves the address. */
export const requestLinkLifetimeMs = 24 * 3_600_000;
/** The promise of the privacy page: an answer within 72 hours of a confirmed request. */
export const requestAnswerWithinMs = 72 * 3_600_000;

const detailMessage = 'Nội dung tối đa 1000 ký tự, không chứa ký tự điều khiển hoặc ký tự ẩn.';

export const personRequestSchema = z.object({
  email: email('Địa chỉ email không hợp lệ.'),
  kind: z.enum(Object.keys(personRequestKinds) as [PersonRequestKind, ...PersonRequestKind[]], 'Chọn một yêu cầu.'),
  detail: z.optional(
    text(
      z.maxLength(1000, detailMessage),
      z.refine((value) => !hasUnsafeMultiLine(value), detailMessage),
    ),
  ),
});

export interface PersonRequestInput {
  email: string;
  kind: PersonRequestKind;
  /** What to correct, or anything the person adds; null when left empty. */
  detail: string | null;
}

export type PersonRequestErrors = Partial<Record<keyof PersonRequestInput, string>>;

/** The request a form asks for, or each field's message. */
export function readPersonRequest(
  form: Record<string, unknown>,
): { ok: true; value: PersonRequestInput } | { ok: false; errors: PersonRequestErrors } {
  const parsed = personRequestSchema.safeParse({
    email: form.email ?? '',
    kind: form.kind,
    detail: form.detail === undefined ? undefined : form.detail,
  });
  if (!parsed.success) {
    const errors: PersonRequestErrors = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as keyof PersonRequestInput] ??= issue.message;
    return { ok: false, errors };
  }
  const { email: address, kind, detail } = parsed.data;
  return { ok: true, value: { email: address, kind, detail: detail || null } };
}

/** A confirmed request waiting for the owner's answer, as `/admin` and the owner's page show it. */
export interface OpenPersonRequest {
  id: string;
  kind: PersonRequestKind;
  email: string;
  detail: string | null;
  source: 'form' | 'owner';
  /** ISO-8601 UTC: when the address was proven (or the owner recorded it): the clock's start. */
  confirmedAt: string;
  /** ISO-8601 UTC: 72 hours after. */
  dueAt: string;
}

/** When a request confirmed at `confirmedAt` must be answered. */
export function requestDueAt(confirmedAt: string): string {
  return new Date(Date.parse(confirmedAt) + requestAnswerWithinMs).toISOString();
}

/** The clock as the owner reads it: 'Còn 41 giờ', 'Còn 25 phút', 'Quá hạn 3 giờ'. */
export function requestClock(dueAt: string, now: Date): { text: string; late: boolean } {
  const left = Date.parse(dueAt) - now.getTime();
  const minutes = Math.floor(Math.abs(left) / 60_000);
  const span = minutes >= 60 ? `${Math.floor(minutes / 60)} giờ` : `${minutes} phút`;
  return left >= 0 ? { text: `Còn ${span}`, late: false } : { text: `Quá hạn ${span}`, late: true };
}
