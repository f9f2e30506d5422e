/** Nearest-rank percentile `p` (0–100) of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
