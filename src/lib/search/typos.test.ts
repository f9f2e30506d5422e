import { describe, expect, it } from 'vitest';
import { oneEditAway } from './typos.ts';

describe('oneEditAway', () => {
  it('holds the word with one letter changed, dropped, added or two swapped', () => {
    const edits = oneEditAway('minh');
    expect(edits).toEqual(expect.arrayContaining(['mimh', 'mnh', 'minhh', 'imnh', 'mihn']));
    expect(oneEditAway('mimh')).toContain('minh');
    expect(edits).not.toContain('minh');
  });

  it('stays ASCII: folded words only', () => {
    expect(oneEditAway('thong').every((edit) => /^[a-z0-9]+$/.test(edit))).toBe(true);
  });
});
