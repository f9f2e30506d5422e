import { describe, expect, it } from 'vitest';
import { inAnswerSlot } from './answer-slots';

/** A start that ends when `finish` is called, noting when it began. */
function held(started: number[], index: number) {
  let finish!: () => void;
  const done = new Promise<number>((resolve) => (finish = () => resolve(index)));
  return { run: () => inAnswerSlot(() => (started.push(index), done)), finish: () => finish() };
}

describe('inAnswerSlot', () => {
  it('starts four answers at once and the others in order, as places free up', async () => {
    const started: number[] = [];
    const answers = Array.from({ length: 7 }, (_, index) => held(started, index));
    const results = answers.map((answer) => answer.run());
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3]);
    answers[2]!.finish();
    await results[2];
    await new Promise(setImmediate);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    for (const answer of answers) answer.finish();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('gives the place back when a start fails', async () => {
    const failures = Array.from({ length: 6 }, () => inAnswerSlot(() => Promise.reject(new Error('hỏng'))));
    for (const failure of failures) await expect(failure).rejects.toThrow('hỏng');
    const started: number[] = [];
    const answers = Array.from({ length: 4 }, (_, index) => held(started, index));
    const results = answers.map((answer) => answer.run());
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const answer of answers) answer.finish();
    await Promise.all(results);
  });

  it('lets requests waiting on the event loop in between answers, even answers that never wait for I/O', async () => {
    const order: string[] = [];
    // As on SQLite: every statement resolves at once, so an answer never gives the event loop a turn.
    const answers = Array.from({ length: 8 }, (_, index) =>
      inAnswerSlot(async () => {
        order.push(`answer ${index}`);
      }),
    );
    setImmediate(() => order.push('a page request'));
    await Promise.all(answers);
    expect(order.indexOf('a page request')).toBeGreaterThan(-1);
    expect(order.indexOf('a page request')).toBeLessThan(order.indexOf('answer 7'));
  });
});
