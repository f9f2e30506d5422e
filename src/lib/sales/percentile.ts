/**
 * The `p`-th percentile (0–100) of `values`, interpolated between the two nearest ranks (as
 * spreadsheets' PERCENTILE.INC does, so the median of an even count is the mean of the middle two);
 * undefined when there are none.
 */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (Math.min(Math.max(p, 0), 100) / 100) * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
}
