import { describe, expect, it } from 'vitest';
import { submissionFingerprint } from './fingerprint';

describe('submissionFingerprint', () => {
  const fields = { name: 'Nguyễn Lan', company_name: 'Biển Xanh', email: 'lan@bienxanh.vn' };

  it('is the same for the same form and fields, whatever their order', () => {
    const reordered = { email: 'lan@bienxanh.vn', company_name: 'Biển Xanh', name: 'Nguyễn Lan' };
    expect(submissionFingerprint('trial', reordered)).toBe(submissionFingerprint('trial', fields));
  });

  it('differs when a field, or the form, differs', () => {
    const base = submissionFingerprint('trial', fields);
    expect(submissionFingerprint('trial', { ...fields, name: 'Nguyễn Lân' })).not.toBe(base);
    expect(submissionFingerprint('pricing', fields)).not.toBe(base);
    expect(submissionFingerprint('trial', { ...fields, extra: '' })).not.toBe(base);
  });
});
