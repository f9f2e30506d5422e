import { diffWordsWithSpace } from 'diff';
import type { DiffPart, FieldDiff } from '../../lib/content/revision.ts';

/** The article fields a history compares, with their labels, in the editor's order. */
const comparedFields: Array<[key: string, label: string]> = [
  ['title', 'Tiêu đề'],
  ['slug', 'Đường dẫn'],
  ['excerpt', 'Tóm tắt'],
  ['coverAlt', 'Mô tả ảnh bìa'],
  ['seoTitle', 'Tiêu đề tìm kiếm'],
  ['seoDescription', 'Mô tả tìm kiếm'],
  ['body', 'Nội dung'],
];

/** Word by word, what changed from `before` to `after` in `fields` (an article's by default; fields the same are left out). */
export function revisionDiff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: ReadonlyArray<[key: string, label: string]> = comparedFields,
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
