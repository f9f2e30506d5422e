import { describe, expect, it } from 'vitest';
import { leadWorkMessage, leadWorkNotice, leadWorkSearch, workLeadOf } from './lead-work';

const now = new Date('2026-11-26T03:00:00Z'); // 10:00 in Vietnam
const tomorrowNine = '2026-11-27T02:00:00.000Z';

describe('leadWorkMessage', () => {
  it('says the call and the next step as the salesperson chose them', () => {
    expect(leadWorkMessage({ called: true, movedTo: null, step: { kind: 'call', at: tomorrowNine } }, now)).toBe(
      'Đã ghi cuộc gọi, bước tiếp theo: Sáng mai 9:00.',
    );
  });

  it('adds the kind of a step that is not a call, and the status the lead moved to', () => {
    expect(leadWorkMessage({ called: true, movedTo: 'contacted', step: { kind: 'demo', at: tomorrowNine } }, now)).toBe(
      'Đã ghi cuộc gọi, bước tiếp theo: Demo · Sáng mai 9:00. Đã chuyển sang “Đã liên hệ”.',
    );
    expect(leadWorkMessage({ called: true, movedTo: 'unreachable', step: null }, now)).toBe(
      'Đã ghi cuộc gọi. Đã chuyển sang “Không liên lạc được”.',
    );
    expect(leadWorkMessage({ called: false, movedTo: null, step: null }, now)).toBe('Đã lưu.');
  });
});

describe('leadWorkNotice', () => {
  it('rebuilds the message after a plain post from the query and the lead as it is', () => {
    const params = new URLSearchParams(leadWorkSearch({ called: true, movedTo: 'contacted' }));
    expect(leadWorkNotice(params, { next_step_kind: 'call', next_step_at: tomorrowNine }, now)).toBe(
      'Đã ghi cuộc gọi, bước tiếp theo: Sáng mai 9:00. Đã chuyển sang “Đã liên hệ”.',
    );
  });

  it('ignores a query that names no saving, or a status that does not exist', () => {
    expect(leadWorkNotice(new URLSearchParams('da-ghi=xoa'), { next_step_kind: null, next_step_at: null }, now)).toBe(
      undefined,
    );
    expect(
      leadWorkNotice(new URLSearchParams('da-ghi=luu&chuyen=<b>'), { next_step_kind: null, next_step_at: null }, now),
    ).toBe('Đã lưu.');
  });
});

describe('workLeadOf', () => {
  const lead = { id: 'a', status: 'new' as const, owner_id: 'lan', next_step_at: tomorrowNine };
  it('offers the endings only to whoever may end the lead, and keeps a step still ahead', () => {
    expect(workLeadOf(lead, { id: 'lan', role: 'sales' }, now)).toEqual({
      id: 'a',
      status: 'new',
      offered: ['contacted', 'lost', 'unreachable'],
      stepAhead: tomorrowNine,
    });
    expect(workLeadOf(lead, { id: 'minh', role: 'sales' }, now).offered).toEqual(['contacted']);
    expect(
      workLeadOf({ ...lead, next_step_at: '2026-11-26T02:00:00.000Z' }, { role: 'owner' }, now).stepAhead,
    ).toBeNull();
  });
});
