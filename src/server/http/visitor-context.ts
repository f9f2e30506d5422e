import type { APIContext } from 'astro';
import { settledAddress } from './client-address.ts';

// Content is fixed at build time, so the notice's version is read once. Loaded on first use: the
// collections exist only inside the built site, and features whose entry points reach this module are
// also loaded by plain Node (scripts, tests) that never send a form.
let consentVersion: Promise<string> | undefined;
async function readConsentVersion(): Promise<string> {
  const { getEntry } = await import('astro:content');
  return (await getEntry('legal', 'chinh-sach-bao-mat'))?.data.version ?? 'unknown';
}

/** Who is sending a form, for rate limiting, and which privacy notice their consent refers to. */
export async function visitorContext(context: APIContext): Promise<{ client: string; consentVersion: string }> {
  consentVersion ??= readConsentVersion();
  return {
    client: settledAddress(context.request.headers, context.clientAddress),
    consentVersion: await consentVersion,
  };
}
