import { describe, expect, it } from 'vitest';
import { changeLabel, changeShare, conversionRate, notContactedLabel } from './dashboard-headline.ts';

describe('changeShare', () => {
  it('gives the growth as a share of the previous period, negative when it fell', () => {
    expect(changeShare(112, 100)).toBeCloseTo(0.12);
    expect(changeShare(46, 50)).toBeCloseTo(-0.08);
    expect(changeShare(7, 7)).toBe(0);
  });

  it('gives null when the previous period had no lead', () => {
    expect(changeShare(5, 0)).toBeNull();
    expect(changeShare(0, 0)).toBeNull();
  });
});

describe('changeLabel', () => {
  it('words the change in whole percent with its sign', () => {
    expect(changeLabel(112, 100)).toBe('+12% so với kỳ trước');
    expect(changeLabel(46, 50)).toBe('-8% so với kỳ trước');
    expect(changeLabel(30, 20)).toBe('+50% so với kỳ trước');
    expect(changeLabel(1001, 1000)).toBe('0% so với kỳ trước');
  });

  it('says the previous period had none instead of a percentage', () => {
    expect(changeLabel(5, 0)).toBe('Kỳ trước không có khách hàng nào');
  });
});

describe('conversionRate', () => {
  it('divides won leads by the period’s leads', () => {
    expect(conversionRate(4, 37)).toBeCloseTo(4 / 37);
    expect(conversionRate(0, 3)).toBe(0);
  });

  it('gives null when no lead came', () => {
    expect(conversionRate(0, 0)).toBeNull();
  });
});

describe('notContactedLabel', () => {
  it('counts the leads nobody has contacted, and says nothing when there are none', () => {
    expect(notContactedLabel(1234)).toBe('1.234 khách hàng chưa liên hệ');
    expect(notContactedLabel(0)).toBeNull();
  });
});
