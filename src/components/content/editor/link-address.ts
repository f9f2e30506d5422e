// Links an editor may put in an article: web pages, e-mail, telephone, and the site's own paths.
// Everything else (javascript:, data:, vbscript:, protocol-relative '//host') is refused, so the
// stored Markdown never carries a link that runs code, whatever the renderer later does.

/** What the link form says when an address is refused. */
export const linkAddressHint =
  'Địa chỉ phải bắt đầu bằng https://, http://, mailto:, tel: hoặc / (trang trong website).';

const webAddress = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const mailAddress = /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i;
const phoneAddress = /^tel:\+?[0-9][0-9.-]{2,}$/i;
const sitePath = /^\/(?![/\\])\S*$/;

/**
 * The address as it may be stored, or null when it is not one an article may link to. Parentheses are
 * percent-encoded so the address cannot end a Markdown link early.
 */
export function safeLinkAddress(input: string): string | null {
  const address = input.trim();
  if (!address || /[\s<>"`\\\p{Cc}]/u.test(address)) return null;
  if (webAddress.test(address)) {
    try {
      const url = new URL(address);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    } catch {
      return null;
    }
  } else if (!mailAddress.test(address) && !phoneAddress.test(address) && !sitePath.test(address)) return null;
  return address.replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/** Whether a link already in a document may stay (the TipTap Link extension's `isAllowedUri`). */
export function isSafeLinkAddress(href: string | null | undefined): boolean {
  return typeof href === 'string' && safeLinkAddress(href) !== null;
}

/** Whether an image address may stay: the site's own paths or a web address. */
export function isSafeImageAddress(src: string | null | undefined): boolean {
  return typeof src === 'string' && (sitePath.test(src) || webAddress.test(src)) && !/[\s<>"`\\]/.test(src);
}

const unsafeScheme = /(\]\(\s*<?|^\s{0,3}\[[^\]\n]+\]:\s*<?|<)(\s*)((?:java|vb)script|data|file)(\s*:)/gim;

/**
 * Raw Markdown typed in the 'Markdown' view with any link or image target that names a script scheme
 * defused ('javascript:' → 'javascript%3A', a harmless relative address). Prose is left alone.
 */
export function defuseUnsafeLinks(markdown: string): string {
  return markdown.replace(
    unsafeScheme,
    (_match, before: string, space: string, scheme: string) => `${before}${space}${scheme}%3A`,
  );
}
