import { describe, expect, it } from 'vitest';
import { waitedLabel } from './today';

describe('waitedLabel', () => {
  it('says office minutes waited in hours and minutes, short enough for a row', () => {
    expect(waitedLabel(0)).toBe('Chờ 0 phút');
    expect(waitedLabel(5)).toBe('Chờ 5 phút');
    expect(waitedLabel(120)).toBe('Chờ 2 giờ');
    expect(waitedLabel(185)).toBe('Chờ 3 giờ 5 phút');
  });
});
