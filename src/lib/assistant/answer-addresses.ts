import type { AssistantLink } from './assistant-reply.ts';
import { addressesIn, type WrittenAddress } from './written-addresses.ts';
import { phonesIn } from './written-phones.ts';

// Where a model's answer may send a visitor: only where the site itself does. A link to a page the
// answer was written from, or to the site itself, is shown; so is an address, e-mail or phone number
// the company publishes (hotline, Zalo, e-mail) or that a passage holds, but for a passage's link
// with a path, which is taken out as any other page of this site is (the 'Nguồn:' links are ours).
// Any other address, e-mail or phone number is unverified, and an answer holding one is not shown:
// a passage or a question could have asked for it ('chuyển khoản cho ketoan@…', 'gọi 0912 …').

/** What a model's addresses are held to. */
export interface AddressGround {
  /** The pages of the passages given. */
  pages: AssistantLink[];
  /** The passages' text (NFKC). */
  passages: string[];
  /** The company's own details: hotline, Zalo number and link, e-mail, the site's address. */
  contacts: string[];
  /** The site's origin ('https://hotelix.vn'). */
  origin: string;
}

/** A text's addresses checked: the text with those not to show taken out, and those nobody published. */
export interface CheckedAddresses {
  text: string;
  /** Addresses, e-mails and phone numbers as written that neither a passage nor the company holds. */
  unverified: string[];
  /** The text with every address and phone number blanked, for the figure check. */
  withoutAddresses: string;
}

type Verdict = 'show' | 'remove' | 'unverified';

const siteHost = (host: string) => host.replace(/^www\./u, '');

const otherScheme = /^(?!https?:)[a-z][a-z0-9+.-]*:/iu;

function linkVerdict(address: WrittenAddress, ground: AddressGround, held: HeldAddresses): Verdict {
  // Nothing the site publishes is reached by 'ftp:' or 'javascript:'.
  if (otherScheme.test(address.written)) return 'unverified';
  let url: URL;
  try {
    url = new URL(address.kind === 'path' ? address.written : `https://${address.key}`, ground.origin);
  } catch {
    return 'unverified';
  }
  if (siteHost(url.host) === siteHost(new URL(ground.origin).host)) {
    const href = `${url.pathname}${url.hash}`;
    const theSite = url.pathname === '/' && !url.search && !url.hash;
    return theSite || ground.pages.some((page) => page.href === href) ? 'show' : 'remove';
  }
  if (held.contacts.has(address.key)) return 'show';
  if (!held.passages.has(address.key)) return 'unverified';
  return address.key.includes('/') ? 'remove' : 'show';
}

function verdictOf(address: WrittenAddress, ground: AddressGround, held: HeldAddresses): Verdict {
  if (address.kind !== 'email') return linkVerdict(address, ground, held);
  return held.contacts.has(address.key) || held.passages.has(address.key) ? 'show' : 'unverified';
}

/** The keys of the addresses, and the numbers, the passages and the company hold. */
export interface HeldAddresses {
  contacts: Set<string>;
  passages: Set<string>;
  phones: Set<string>;
}

/** What `ground` holds, read once for every check of one answer. */
export function heldAddresses(ground: AddressGround): HeldAddresses {
  const keys = (texts: string[]) => new Set(texts.flatMap((text) => addressesIn(text).map((address) => address.key)));
  const texts = [...ground.passages, ...ground.contacts];
  return {
    contacts: keys(ground.contacts),
    passages: keys(ground.passages),
    phones: new Set(texts.flatMap((text) => phonesIn(text).map((phone) => phone.number))),
  };
}

/** `text` (NFKC) with its addresses, e-mails and phone numbers held to `ground`. */
export function checkAddresses(text: string, ground: AddressGround, held = heldAddresses(ground)): CheckedAddresses {
  const unverified: string[] = [];
  let shown = '';
  let blanked = '';
  let copied = 0;
  for (const address of addressesIn(text)) {
    const verdict = verdictOf(address, ground, held);
    if (verdict === 'unverified') unverified.push(address.written);
    shown += text.slice(copied, address.start) + (verdict === 'remove' ? '' : address.written);
    blanked += text.slice(copied, address.start) + ' ';
    copied = address.end;
  }
  shown += text.slice(copied);
  blanked += text.slice(copied);
  // Phone numbers are looked for once addresses are out, so the digits of 'zalo.me/0900000000' count once.
  let withoutAddresses = '';
  copied = 0;
  for (const phone of phonesIn(blanked)) {
    if (!held.phones.has(phone.number)) unverified.push(blanked.slice(phone.start, phone.end));
    withoutAddresses += `${blanked.slice(copied, phone.start)} `;
    copied = phone.end;
  }
  withoutAddresses += blanked.slice(copied);
  return { text: shown, unverified, withoutAddresses };
}
