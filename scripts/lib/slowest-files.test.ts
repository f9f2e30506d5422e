import { describe, expect, it } from 'vitest';
import { slowestLines } from './slowest-files.ts';

describe('slowestLines', () => {
  it('lists the ten slowest files, slowest first, in seconds with their number of tests', () => {
    const files = Array.from({ length: 12 }, (_, index) => ({
      file: `tests/integration/f${index}.test.ts`,
      ms: index * 1_000 + 250,
      tests: index,
    }));
    const lines = slowestLines(files);
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('The 10 slowest files:');
    expect(lines[1]).toBe('   11.3 s  tests/integration/f11.test.ts (11 tests)');
    expect(lines[10]).toBe('    2.3 s  tests/integration/f2.test.ts (2 tests)');
  });

  it('says how many there are when fewer, and "1 test" for one', () => {
    expect(
      slowestLines([
        { file: 'a.spec.ts', ms: 500, tests: 1 },
        { file: 'b.spec.ts', ms: 64_000, tests: 8 },
      ]),
    ).toEqual(['The 2 slowest files:', '   64.0 s  b.spec.ts (8 tests)', '    0.5 s  a.spec.ts (1 test)']);
  });
});
