import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { ImportEntry, ImportedItem } from './kind-import.ts';

// The site's first articles, products, FAQ and customer stories were files. On first start they are
// copied into the database, published, each with one revision; from then on the database is the
// source and editors change them in /admin: once a kind's import has finished it never runs again.
// Until then each item is added only if its address was never used, so two instances starting
// together, or a start interrupted half way, never duplicate an item (kind-import.ts).

/** A front-matter value read as an object (a missing or scalar one as an empty object). */
export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The whole of one Markdown file: its front matter and its body. */
export function splitFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error('no front matter');
  return { data: parseYaml(match[1]!) as Record<string, unknown>, body: match[2]!.trim() };
}

/** The entries of the Markdown files of `dir`, each file's name its address, read by `read`. */
export async function markdownEntries(
  dir: string,
  read: (file: string) => Promise<ImportedItem>,
): Promise<ImportEntry[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return files.map((name) => ({ slug: path.basename(name, '.md'), read: () => read(path.join(dir, name)) }));
}
