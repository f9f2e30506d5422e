import type { APIContext } from 'astro';
import { getEntry } from 'astro:content';
import { settledAddress } from './client-address.ts';

// Content is fixed at build time, so the notice's version is read once.
let consentVersion: Promise<string> | undefined;
const readConsentVersion = async () => (await getEntry('legal', 'chinh-sach-bao-mat'))?.data.version ?? 'unknown';

/** Who is sending a form, for rate limiting, and which privacy notice their consent refers to. */
export async function visitorContext(context: APIContext): Promise<{ client: string; consentVersion: string }> {
  consentVersion ??= readConsentVersion();
  return {
    client: settledAddress(context.request.headers, context.clientAddress),
    consentVersion: await consentVersion,
  };
}
