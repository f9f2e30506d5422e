import { diffWordsWithSpace } from 'diff';
import type { DiffPart, FieldDiff } from '../../lib/content/revision.ts';

/** Word by word, what changed from `before` to `after` in `fields` (fields the same are left out). */
export function revisionDiff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: ReadonlyArray<[key: string, label: string]>,
): FieldDiff[] {
  const diffs: FieldDiff[] = [];
  for (const [key, label] of fields) {
    const from = String(before[key] ?? '');
    const to = String(after[key] ?? '');
    if (from === to) continue;
    const parts: DiffPart[] = diffWordsWithSpace(from, to).map((change) => ({
      kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
      text: change.value,
    }));
    diffs.push({ label, parts });
  }
  return diffs;
}
