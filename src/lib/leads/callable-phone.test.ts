import { describe, expect, it } from 'vitest';
import { acceptedPhones, invalidPhoneMessage, refusedPhones } from '../../../tests/phone-examples';
import { leadForms } from './lead-form-views';
import { fieldErrors, schemaFor } from './lead-schemas';

/** What the `form` schema says about `phone`, in a lead otherwise left empty. */
function phoneMessage(form: (typeof leadForms)[number], phone: string): string | undefined {
  const result = schemaFor(form, new Date('2026-11-25T03:00:00Z')).safeParse({ phone });
  return result.success ? undefined : fieldErrors(result.error).phone;
}

describe('the phone field of every lead form', () => {
  for (const form of leadForms) {
    it.each(acceptedPhones)(`accepts %s on the ${form} form`, (phone) => {
      expect(phoneMessage(form, phone)).toBeUndefined();
    });

    it.each(refusedPhones)(`refuses %s on the ${form} form as not a phone number`, (phone) => {
      expect(phoneMessage(form, phone)).toBe(invalidPhoneMessage);
    });
  }

  it('tells an empty field of the short forms that it is empty, and the contact forms that it is invalid', () => {
    for (const form of ['trial', 'pricing', 'quote'] as const)
      expect(phoneMessage(form, '  ')).toBe('Số điện thoại không được để trống');
    for (const form of ['contact', 'demo'] as const) expect(phoneMessage(form, '')).toBe(invalidPhoneMessage);
  });

  it('accepts a number pasted with no-break spaces, which read as spaces', () => {
    expect(phoneMessage('trial', '0912\u00A0345\u202F678')).toBeUndefined();
  });
});

describe('the name field of the short forms', () => {
  const nameMessage = (name: string) => {
    const result = schemaFor('trial', new Date()).safeParse({ name });
    return result.success ? undefined : fieldErrors(result.error).name;
  };

  it('asks for a name when it is empty, and for two characters when it is one', () => {
    expect(nameMessage(' ')).toBe('Họ tên không được để trống');
    expect(nameMessage('A')).toBe('Họ tên phải có ít nhất 2 ký tự.');
    expect(nameMessage('Lê')).toBeUndefined();
    expect(nameMessage('Le\u0302')).toBeUndefined();
  });
});
