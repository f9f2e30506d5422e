import { describe, expect, it } from 'vitest';
import { visiblePages } from './pagination';

describe('visiblePages', () => {
  it('lists every page when there are few', () => {
    expect(visiblePages(1, 2)).toEqual([1, 2]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the pager small for many pages: first, last, and around the current one', () => {
    expect(visiblePages(1, 167)).toEqual([1, 2, 'gap', 167]);
    expect(visiblePages(80, 167)).toEqual([1, 'gap', 79, 80, 81, 'gap', 167]);
    expect(visiblePages(167, 167)).toEqual([1, 'gap', 166, 167]);
  });
});
