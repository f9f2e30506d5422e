import * as z from 'zod/mini';
import { shortFields } from '../leads/field-schemas.ts';

// A correction of a person's name, e-mail or phone, made in one place and applied to every record
// that holds a copy (the right to correct). A field left empty stays as it is; at least one is given.

const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.union([z.literal(''), schema]));

export const personCorrectionSchema = z
  .object({
    name: optional(shortFields.name),
    email: optional(shortFields.email),
    phone: optional(shortFields.phone),
  })
  .check(
    z.refine((value) => Boolean(value.name || value.email || value.phone), {
      message: 'Nhập ít nhất một thông tin mới: họ tên, e-mail hoặc số điện thoại.',
      path: ['name'],
    }),
  );

/** The corrected fields (only those given). */
export interface PersonCorrection {
  name?: string;
  email?: string;
  phone?: string;
}

export type PersonCorrectionErrors = Partial<Record<keyof PersonCorrection, string>>;

/** The correction a form asks for, or each field's message. */
export function readPersonCorrection(
  form: Record<string, unknown>,
): { ok: true; value: PersonCorrection } | { ok: false; errors: PersonCorrectionErrors } {
  const parsed = personCorrectionSchema.safeParse({ name: form.name, email: form.email, phone: form.phone });
  if (!parsed.success) {
    const errors: PersonCorrectionErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof PersonCorrection;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const value: PersonCorrection = {};
  for (const field of ['name', 'email', 'phone'] as const) if (parsed.data[field]) value[field] = parsed.data[field];
  return { ok: true, value };
}
