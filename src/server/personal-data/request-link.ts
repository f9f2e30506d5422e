import type { Kysely } from 'kysely';
import { personRequestConfirmPath, requestLinkLifetimeMs } from '../../lib/personal-data/person-requests.ts';
import { siteConfig } from '../../lib/site-config.ts';
import type { Database } from '../db/database.ts';
import { signatureMatches, signingKey, signText } from '../signing/signing-key.ts';

// The link that proves a person holds the address they typed on 'Yêu cầu về dữ liệu cá nhân': signed
// with the server's key for this purpose alone ('pdr.' starts what is signed), one request and one
// version of it, and valid 24 hours. A repeat of the request (whose text anyone may have typed)
// e-mails a new link and makes the earlier ones void: a person confirms the text they are shown,
// never one changed after their e-mail. Every link is spent once the request is confirmed.

const signed = (id: string, version: number, expires: number) => `pdr.${id}.${version}.${expires}`;

/** A link's token for version `version` of request `id`, made at `now`. */
export async function requestToken(db: Kysely<Database>, id: string, version: number, now: Date): Promise<string> {
  const expires = Math.floor((now.getTime() + requestLinkLifetimeMs) / 1000);
  return `${id}.${version}.${expires}.${signText(await signingKey(db), signed(id, version, expires))}`;
}

/** The full address of the confirmation page for `token`, for the e-mail. */
export function requestLink(token: string): string {
  return new URL(`${personRequestConfirmPath}?ma=${encodeURIComponent(token)}`, siteConfig.siteUrl).href;
}

/** What a token says: the request and version it names and whether it is past its hour, or 'wrong' (altered, not ours). */
export async function readRequestToken(
  db: Kysely<Database>,
  token: unknown,
  now: Date,
): Promise<{ id: string; version: number; expired: boolean } | 'wrong'> {
  if (typeof token !== 'string' || token.length > 120) return 'wrong';
  const match = /^([0-9a-f-]{36})\.(\d{1,3})\.(\d{1,12})\.([\w-]{32})$/.exec(token);
  if (!match) return 'wrong';
  const [, id, version, expires, signature] = match as unknown as [string, string, string, string, string];
  if (!signatureMatches(await signingKey(db), signed(id, Number(version), Number(expires)), signature)) return 'wrong';
  return { id, version: Number(version), expired: Number(expires) * 1000 <= now.getTime() };
}
