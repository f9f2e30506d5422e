import type { APIContext } from 'astro';
import { getEntry } from 'astro:content';
import { requestPolicy } from '../request-policy.ts';
import { clientAddress } from './client-address.ts';

/** Who is sending a form, for rate limiting, and which privacy notice their consent refers to. */
export async function visitorContext(context: APIContext): Promise<{ client: string; consentVersion: string }> {
  const policy = await getEntry('legal', 'chinh-sach-bao-mat');
  return {
    client: clientAddress(context.request.headers, context.clientAddress, requestPolicy.trustedProxies),
    consentVersion: policy?.data.version ?? 'unknown',
  };
}
