import { describe, expect, it } from 'vitest';
import { salesFunnel } from './funnel.ts';

describe('salesFunnel', () => {
  it('counts a lead for its status and every step before it, with the drop-off of each step', () => {
    const steps = salesFunnel({ new: 4, contacted: 3, demo: 2, won: 1 }, {});
    expect(steps.map((step) => [step.status, step.reached, step.dropped])).toEqual([
      ['new', 10, 0],
      ['contacted', 6, 4],
      ['demo', 3, 3],
      ['won', 1, 2],
    ]);
    expect(steps.map((step) => step.dropRate)).toEqual([null, 0.4, 0.5, 2 / 3]);
  });

  it('counts a lost lead for the steps it had reached before it was lost', () => {
    // 5 lost: 1 after its demo, 2 after a first contact, 2 that never moved.
    const steps = salesFunnel({ new: 1, lost: 5, won: 1 }, { demo: 1, contacted: 2 });
    expect(steps.map((step) => step.reached)).toEqual([7, 4, 2, 1]);
  });

  it('has no drop-off rate after a step nobody reached', () => {
    const steps = salesFunnel({}, {});
    expect(steps.map((step) => [step.reached, step.dropRate])).toEqual([
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ]);
  });
});
