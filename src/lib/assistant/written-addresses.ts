import { topLevelDomains } from './top-level-domains.ts';

// The addresses a text holds, as a visitor could follow them: links of any scheme, protocol-relative
// '//host/…', a domain ending in a top-level domain (top-level-domains.ts) with or without a path
// ('evil.ru/login', 'evil.de'; 'TP.HCM' is none), an IPv4 host with a port or path, e-mail addresses,
// and the site's own paths ('/san-pham/…'). Looked for in NFKC text (full-width letters, digits, '．'
// and '＠' are plain ones), with every dot a browser also reads as one ('evil。com'), a reader would
// ('evil·com', 'evil dot com', 'hotelix chấm vn') or a defanged address writes ('evil[.]com',
// 'evil (.) com', 'ketoan[at]…', 'ketoan a còng …'). Each is given a key ('evil.com/x'): what two
// spellings share.

/** What an address is: an e-mail, a link to a host, or a path on this site. */
export type AddressKind = 'email' | 'link' | 'path';

/** An address found in a text: where it is, as written, and its key. */
export interface WrittenAddress {
  start: number;
  end: number;
  written: string;
  kind: AddressKind;
  /** Lower case, every dot '.', '@' for '[at]'; a link without its scheme, '//', 'www.' or last '/'. */
  key: string;
}

const dotLike = String.raw`[.\u3002\u00b7\u2022\u2027\u2219\u22c5\u30fb]`;
const dotWord = 'dot|chấm|cham';
const dot = String.raw`(?:${dotLike}|\s*[[({]\s*(?:\.|${dotWord})\s*[\])}]\s*|\s+(?:${dotWord})\s+)`;
const at = String.raw`(?:@|\s*[[(]\s*(?:at|a còng)\s*[\])]\s*|\s+a còng\s+)`;
const label = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}])?`;
const notLabel = String.raw`(?![\p{L}\p{N}\p{M}-])`;
// Longest first, so 'com' is not read as 'co' followed by 'm'.
const listedTld = [...topLevelDomains].sort((a, b) => b.length - a.length).join('|');
const host = String.raw`(?:${label}${dot})+(?:xn--[a-z0-9-]+|${listedTld})${notLabel}`;
// An e-mail's domain may end in any letters: with an '@' before it, it is an address whatever it ends in.
const mailHost = String.raw`(?:${label}${dot})+(?:xn--[a-z0-9-]+|[a-z]{2,63}|[^\P{L}\p{Script=Latin}]{2,63})${notLabel}`;
const addressChars = String.raw`[^\s<>"'“”‘’()[\]{}]`;
const rest = String.raw`(?::\d{1,5})?(?:[/?#]${addressChars}*)?`;

const patterns: ReadonlyArray<readonly [AddressKind, RegExp]> = [
  ['link', new RegExp(String.raw`(?<![\p{L}\p{N}])[a-z][a-z0-9+.-]{1,15}:\/\/${addressChars}+`, 'giu')],
  ['link', new RegExp(String.raw`(?<![\p{L}\p{N}:/])\/\/[^\s/<>"'“”‘’()[\]{}]${addressChars}*`, 'giu')],
  ['email', new RegExp(String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+${at}${mailHost}`, 'giu')],
  ['link', new RegExp(String.raw`(?<![\p{L}\p{N}\p{M}_-])${host}${rest}`, 'giu')],
  ['link', new RegExp(String.raw`(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?=[:/?#])${rest}`, 'gu')],
  // Ends where the address does: '₫ /tháng' is no address.
  ['path', /(?<=^|[\s(])\/[a-z0-9][\w\-/#?=&%.]*(?=[\s,;:!?…)]|\.(?:\s|$)|$)/giu],
];

const trailingPunctuation = new RegExp(String.raw`(?:[,;:!?…]|${dotLike})+$`, 'u');

// Names of things written like domains, in the capitals that name them: 'ASP.NET' is Microsoft's framework, no link.
const namesLikeDomains = new Set(['ASP.NET', 'VB.NET', 'ADO.NET']);

/** The key two spellings of one address share. */
function keyOf(written: string, kind: AddressKind): string {
  if (kind === 'path') return written;
  const plain = written.toLowerCase().replace(new RegExp(dot, 'gu'), '.').replace(new RegExp(at, 'gu'), '@');
  if (kind === 'email') return plain;
  return plain
    .replace(/^[a-z][a-z0-9+.-]*:\/\//u, '')
    .replace(/^\/\//u, '')
    .replace(/^www\./u, '')
    .replace(/\/$/u, '');
}

/** Every address in `text` (NFKC), in order; where two patterns find one, the longer. */
export function addressesIn(text: string): WrittenAddress[] {
  const found = patterns.flatMap(([kind, pattern]) =>
    [...text.matchAll(pattern)].flatMap((match) => {
      const written = match[0].replace(trailingPunctuation, '');
      if (!written || namesLikeDomains.has(written)) return [];
      return [{ start: match.index, end: match.index + written.length, written, kind }];
    }),
  );
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const addresses: WrittenAddress[] = [];
  for (const address of found) {
    if (addresses.length && address.start < addresses.at(-1)!.end) continue;
    addresses.push({ ...address, key: keyOf(address.written, address.kind) });
  }
  return addresses;
}
