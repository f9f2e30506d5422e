// One table of phone numbers, run against the shared schema (unit), the server's two doors
// (/api/leads/<form> and the no-JavaScript /gui-yeu-cau) and the browser: decisions.md, "A phone
// number must be callable".

/**
 * Numbers every form accepts: Vietnamese as written at home or with +84 (mobiles 10 digits, landlines
 * 11 since 2017), and E.164 from elsewhere.
 */
export const acceptedPhones = [
  '0912345678',
  '0912 345 678',
  '0912.345.678',
  '0912-345-678',
  '0236 777 6666',
  '024 3826 1234',
  '+84 236 777 6666',
  '0912 - 345 - 678',
  '+84912345678',
  '+84 912 345 678',
  '+84 912.345.678',
  '+1 415 555 2671',
  '+44 20 7946 0958',
  '+6561234567',
  '+12345678',
  '+123456789012345',
] as const;

/** Numbers every form refuses with 'Số điện thoại không hợp lệ.' */
export const refusedPhones = [
  '123',
  'A',
  '090123',
  '091234567',
  '09123456789',
  '0236 777 66666',
  '0012345678',
  '912345678',
  '84912345678',
  '+8491234567',
  '+849123456789',
  '+84 0912 345 678',
  '+1234567',
  '+1234567890123456',
  '+0123456789',
  '(+84) 912 345 678',
  '0912/345/678',
  '0912_345_678',
  '++84912345678',
  '0912345678+',
  '-0912345678',
  '0912345678 ext 2',
  '０９１２３４５６７８',
  'số điện thoại',
] as const;

export const invalidPhoneMessage = 'Số điện thoại không hợp lệ.';
