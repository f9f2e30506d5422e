// A number the sales team can call back (decisions.md, "Voice and phone numbers"): Vietnamese as
// people write it, or international in E.164. Shared by every lead form, in the browser and on the server.

/** Digit groups with single or repeated spaces, dots or dashes between them; '+' only in front. */
const writtenAsPhone = /^\+?\d+(?:[ .-]+\d+)*$/;

// 0 and 9 digits (never 00, the international prefix), or +84 and 9 digits: mobiles and the rest.
// Landlines since 2017 have one digit more (0236 777 6666, 024 3826 1234): a hotel's front desk
// is a number the team must be able to call, so 02 and 9 digits (+84 2 and 9) count too.
const vietnamese = /^0(?:[1-9]|2\d)\d{8}$/;
const vietnameseInternational = /^\+84(?:[1-9]|2\d)\d{8}$/;
// +84 is held to the Vietnamese rule above: '+84 0912 345 678' (trunk zero kept) cannot be dialled.
const elsewhere = /^\+(?!84)[1-9]\d{7,14}$/;

/** Whether `typed` (trimmed) is a Vietnamese or E.164 phone number, separators allowed. */
export function isCallablePhone(typed: string): boolean {
  if (!writtenAsPhone.test(typed)) return false;
  const compact = typed.replace(/[ .-]/g, '');
  return vietnamese.test(compact) || vietnameseInternational.test(compact) || elsewhere.test(compact);
}
