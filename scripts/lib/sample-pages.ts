import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Loads `url` again `gapMs` after each answer until `until` settles, as a reader would during a
 * fault; the durations in ms, ascending. Any answer but 200 throws: a page that fails is no figure.
 */
export async function sampleWhile(url: string, until: Promise<unknown>, gapMs = 20): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status} during the fault`);
    times.push(performance.now() - started);
    await sleep(gapMs);
  }
  return times.sort((a, b) => a - b);
}
