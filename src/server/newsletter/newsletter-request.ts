import type { APIContext } from 'astro';
import type { FieldErrors } from '../../lib/leads/lead-forms.ts';
import { newsletterSchema } from '../../lib/leads/lead-schemas.ts';
import { getDb } from '../db/instance.ts';
import { readFields } from '../http/read-body.ts';
import { visitorContext } from '../http/visitor-context.ts';
import { formMessages } from '../leads/index.ts';
import { requestPolicy } from '../request-policy.ts';
import { subscribe } from './newsletter.service.ts';

/** The answer to a newsletter post, with what the box should show again after an error. */
export interface NewsletterResponse {
  status: number;
  ok: boolean;
  message: string;
  errors?: FieldErrors;
  email: string;
  /** Whether the consent box was ticked, to show it ticked again after an error. */
  consent: boolean;
}

export const newsletterThanks = 'Cảm ơn anh/chị đã đăng ký nhận tin!';

/** Reads and stores a newsletter subscription posted by the news page's box. */
export async function handleNewsletterRequest(context: APIContext): Promise<NewsletterResponse> {
  const fields = await readFields(context.request);
  if (typeof fields === 'string') {
    return {
      status: fields === 'too_large' ? 413 : 400,
      ok: false,
      message: formMessages[fields],
      email: '',
      consent: false,
    };
  }
  const email = typeof fields.email === 'string' ? fields.email : '';
  const consent = newsletterSchema.shape.consent.safeParse(fields.consent).success;
  const result = await subscribe(
    getDb(),
    { fields, ...(await visitorContext(context)), now: new Date() },
    requestPolicy.rateLimit,
  );
  switch (result.kind) {
    case 'subscribed':
      return { status: 200, ok: true, message: newsletterThanks, email: '', consent: false };
    case 'invalid':
      return { status: 400, ok: false, message: formMessages.invalid, errors: result.errors, email, consent };
    case 'rate_limited':
      return { status: 429, ok: false, message: formMessages.rate_limited, email, consent };
    case 'unavailable':
      return { status: 503, ok: false, message: formMessages.unavailable, email, consent };
  }
}
