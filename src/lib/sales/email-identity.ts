// One inbox, one key. Mail providers deliver many spellings to one mailbox: 'an+demo@x.vn' reaches
// 'an@x.vn', and Gmail ignores dots and case and also answers to googlemail.com. A limit counted per
// spelling would give each spelling its own share, so whatever counts or recognises a person by
// e-mail (the one demo ahead, the meeting e-mails a day, the repeat customer) uses this key. The
// address itself is stored and shown as typed.

const gmailDomains = new Set(['gmail.com', 'googlemail.com']);

/** The domain in ASCII, lower case: full-width letters folded (NFKC), a Unicode name in Punycode (IDNA). */
function asciiDomain(domain: string): string {
  const folded = domain.toLowerCase().replace(/\.$/, '');
  if (/^[a-z0-9.-]*$/.test(folded)) return folded;
  // Only a bare host name goes through the URL parser: anything else would be read as a path or a port.
  if (/[/?#@:\\\s%[\]]/.test(folded)) return folded;
  try {
    return new URL(`http://${folded}`).hostname;
  } catch {
    return folded;
  }
}

/**
 * The mailbox `email` reaches, as a key ('An.Binh+demo@GoogleMail.com' → 'anbinh@gmail.com'): NFKC,
 * lower case, the domain in ASCII (IDNA), the '+tag' dropped on any domain, and for Gmail the dots of
 * the name too. Null for an empty address (no address is no key).
 */
export function emailIdentity(email: string): string | null {
  const address = email.normalize('NFKC').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address || null;
  let name = address.slice(0, at);
  let domain = asciiDomain(address.slice(at + 1));
  const tag = name.indexOf('+');
  if (tag > 0) name = name.slice(0, tag);
  if (gmailDomains.has(domain)) {
    domain = 'gmail.com';
    name = name.replaceAll('.', '') || name;
  }
  return `${name}@${domain}`;
}
