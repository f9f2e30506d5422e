import { describe, expect, it } from 'vitest';
import {
  ftsExactMatch,
  ftsMatch,
  ftsPhraseMatch,
  tsExactMatch,
  tsMatch,
  tsPhraseMatch,
  type MatchPlan,
} from './match-expression.ts';

const plan: MatchPlan = {
  words: [
    { forms: ['khoa'], prefix: false, exact: 'khóa', known: true },
    { forms: ['minh', 'mimi'], prefix: false, exact: 'mimh', known: false },
    { forms: ['th'], prefix: true, exact: 'th', known: true },
  ],
  mode: 'all',
  rankExact: true,
};

describe('match expressions', () => {
  it('quotes every word, ORs corrections, ANDs words, and stars the prefix (FTS5)', () => {
    expect(ftsMatch(plan)).toBe('{title body} : (("khoa") AND ("minh" OR "mimi") AND ("th"*))');
    expect(ftsMatch({ ...plan, mode: 'any' })).toContain(') OR (');
    expect(ftsExactMatch(plan)).toBe('exact : ("khóa" AND "mimh" AND "th"*)');
    expect(ftsExactMatch({ ...plan, rankExact: false })).toBeNull();
  });

  it('writes the same as a tsquery (PostgreSQL)', () => {
    expect(tsMatch(plan)).toBe("('khoa') & ('minh' | 'mimi') & ('th':*)");
    expect(tsExactMatch(plan)).toBe("'khóa' & 'mimh' & 'th':*");
  });

  it('ranks a phrase only when every word has one form', () => {
    expect(ftsPhraseMatch(plan)).toBeNull();
    const plain: MatchPlan = { ...plan, words: [plan.words[0]!, plan.words[2]!] };
    expect(ftsPhraseMatch(plain)).toBe('{title body} : ("khoa" + "th"*)');
    expect(tsPhraseMatch(plain)).toBe("'khoa' <-> 'th':*");
  });

  it('escapes quotes even though words never hold them', () => {
    const odd: MatchPlan = {
      words: [{ forms: [`a"b'c`], prefix: false, exact: `a"b'c`, known: false }],
      mode: 'all',
      rankExact: false,
    };
    expect(ftsMatch(odd)).toBe('{title body} : (("a""b\'c"))');
    expect(tsMatch(odd)).toBe("('a\"b''c')");
  });
});
