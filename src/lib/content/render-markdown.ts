import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { heightAt, imageUrl, srcsetOf, widthsOf, type StoredImage } from './image-urls.ts';

// One renderer for the preview and the published page, so the preview is what readers will get.
// Raw HTML in the Markdown is dropped (remark-rehype without allowDangerousHtml), then the tree is
// sanitised (GitHub's rules: no scripts, no `javascript:` links, no event attributes). Only after
// that do we add what we trust: heading ids, `rel` on links to other sites, and images from our own
// store with their size and srcset.

const storedImageAddress = /^\/anh\/([0-9a-f]{32})-\d+\.(?:webp|avif)$/;
const imageSizes = '(min-width: 48rem) 48rem, 100vw';

/** The ids of stored images a Markdown body shows (`![…](/anh/<id>-<width>.webp)`). */
export function imageIdsIn(markdown: string): string[] {
  const ids = new Set<string>();
  for (const match of markdown.matchAll(/\/anh\/([0-9a-f]{32})-\d+\.(?:webp|avif)/g)) ids.add(match[1]!);
  return [...ids];
}

function storedPicture(node: Element, image: StoredImage): Element {
  const widest = widthsOf(image).at(-1)!;
  const img: Element = {
    type: 'element',
    tagName: 'img',
    properties: {
      src: imageUrl(image.id, widest, 'webp'),
      srcSet: srcsetOf(image, 'webp'),
      sizes: imageSizes,
      width: widest,
      height: heightAt(image, widest),
      alt: node.properties.alt ?? '',
      loading: 'lazy',
      decoding: 'async',
    },
    children: [],
  };
  if (!image.avif) return img;
  const avif: Element = {
    type: 'element',
    tagName: 'source',
    properties: { type: 'image/avif', srcSet: srcsetOf(image, 'avif'), sizes: imageSizes },
    children: [],
  };
  return { type: 'element', tagName: 'picture', properties: {}, children: [avif, img] };
}

const tableBoxClass = 'table-box';
const isTableBox = (node: Root | Element) =>
  node.type === 'element' && (node.properties.className as string[] | undefined)?.includes(tableBoxClass);

function trustedAdditions(images: ReadonlyMap<string, StoredImage>) {
  return () => (tree: Root) => {
    const slugger = new GithubSlugger();
    // '1.000.000 đ' must not break before its currency sign at the end of a line or a table cell.
    visit(tree, 'text', (node) => {
      node.value = node.value.replace(/(\d) ([đ₫])/g, '$1\u00a0$2');
    });
    visit(tree, 'element', (node, index, parent) => {
      if (/^h[2-4]$/.test(node.tagName)) node.properties.id = slugger.slug(toString(node));
      if (node.tagName === 'a') {
        const href = String(node.properties.href ?? '');
        if (/^https?:\/\//i.test(href)) node.properties.rel = ['noopener', 'noreferrer'];
      }
      // A wide table scrolls in a box of its own, never the page: six columns are wider than a phone.
      // The box can be focused, so a keyboard can scroll it too.
      if (node.tagName === 'table' && parent && index !== undefined && !isTableBox(parent)) {
        parent.children[index] = {
          type: 'element',
          tagName: 'div',
          properties: {
            className: [tableBoxClass],
            role: 'region',
            tabIndex: 0,
            ariaLabel: 'Bảng, cuộn ngang để xem hết',
          },
          children: [node],
        };
        return;
      }
      if (node.tagName === 'img' && parent && index !== undefined) {
        const id = storedImageAddress.exec(String(node.properties.src ?? ''))?.[1];
        const image = id ? images.get(id) : undefined;
        if (image) parent.children[index] = storedPicture(node, image) as ElementContent;
        else {
          node.properties.loading = 'lazy';
          node.properties.decoding = 'async';
        }
      }
    });
  };
}

/** A Markdown body as safe HTML; `images` gives the size of every stored image it shows. */
export async function renderMarkdown(
  markdown: string,
  images: ReadonlyMap<string, StoredImage> = new Map(),
): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize)
    .use(trustedAdditions(images))
    .use(rehypeStringify)
    .process(markdown.normalize('NFC'));
  return String(file);
}
