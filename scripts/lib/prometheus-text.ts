// Reads the Prometheus text format /metrics answers with, for the tests and the bench.

/** One sample: its metric name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const sampleLine = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const labelPair = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** Every sample in `text` (comment lines skipped). */
export function parseMetrics(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = sampleLine.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(labelPair)].map((pair) => [pair[1]!, pair[2]!]));
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
}

/** The sum of the samples of `name` whose labels include `labels` (0 when there are none). */
export function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter(
      (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}
