import { describe, expect, it } from 'vitest';
import { emailIdentity } from './email-identity.ts';

describe('emailIdentity', () => {
  it.each([
    ['victim@gmail.com', 'victim@gmail.com'],
    ['Victim@Gmail.com', 'victim@gmail.com'],
    ['  victim@gmail.com ', 'victim@gmail.com'],
    ['victim+1@gmail.com', 'victim@gmail.com'],
    ['victim+demo+2@gmail.com', 'victim@gmail.com'],
    ['v.ictim@gmail.com', 'victim@gmail.com'],
    ['V.I.C.T.I.M+x@GMAIL.COM', 'victim@gmail.com'],
    ['victim@googlemail.com', 'victim@gmail.com'],
    ['vic.tim+a@GoogleMail.com', 'victim@gmail.com'],
    ['victim@ｇｍａｉｌ.com', 'victim@gmail.com'],
    ['ｖｉｃｔｉｍ@gmail.com', 'victim@gmail.com'],
  ])('reads %s as the Gmail inbox %s', (typed, key) => {
    expect(emailIdentity(typed)).toBe(key);
  });

  it('drops the +tag on any domain, but keeps the dots of a name that is not Gmail', () => {
    expect(emailIdentity('Lan.Anh+demo@KhachSan.vn')).toBe('lan.anh@khachsan.vn');
    expect(emailIdentity('lan.anh@khachsan.vn')).not.toBe(emailIdentity('lananh@khachsan.vn'));
  });

  it('writes a Unicode domain as the ASCII name mail is delivered to', () => {
    expect(emailIdentity('an@khách-sạn.vn')).toBe('an@xn--khch-sn-iwa2669d.vn');
    expect(emailIdentity('an@KHÁCH-SẠN.VN')).toBe('an@xn--khch-sn-iwa2669d.vn');
  });

  it('keeps different people apart, and has no key for no address', () => {
    expect(emailIdentity('an@khachsan.vn')).not.toBe(emailIdentity('binh@khachsan.vn'));
    expect(emailIdentity('an@khachsan.vn')).not.toBe(emailIdentity('an@khachsan.com.vn'));
    expect(emailIdentity('+tag@khachsan.vn')).toBe('+tag@khachsan.vn');
    expect(emailIdentity('')).toBeNull();
    expect(emailIdentity('   ')).toBeNull();
  });
});
