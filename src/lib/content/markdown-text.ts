import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

// A Markdown body as the words a reader sees (for the search index and its snippets): no syntax, no
// link addresses, no image files; blocks on lines of their own so words of two paragraphs never join.

const parser = unified().use(remarkParse).use(remarkGfm);
const inline = new Set(['text', 'inlineCode', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);

function collect(node: Nodes, out: string[]) {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') out.push(node.value);
  else if (node.type === 'image' || node.type === 'imageReference') out.push(node.alt ?? '');
  else if (node.type === 'break') out.push('\n');
  if ('children' in node) for (const child of node.children) collect(child, out);
  if (!inline.has(node.type)) out.push('\n');
}

/** The text of a Markdown body, one block a line. */
export function markdownText(markdown: string): string {
  const out: string[] = [];
  collect(parser.parse(markdown) as Root, out);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
