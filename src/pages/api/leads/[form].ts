import type { APIRoute } from 'astro';
import { outageRetrySeconds } from '@/server/http/database-outage';
import { handleLeadRequest, isLeadForm } from '@/server/leads';
import { countMalformedLead } from '@/server/metrics/lead-metrics';
import { rateLimitRetrySeconds } from '@/server/request-policy';

export const prerender = false;

export { postOnly as ALL } from '@/server/http/request-guard';

/** POST /api/leads/{form}: the islands' JSON endpoint (the forms: src/lib/leads/lead-form-views.ts). */
export const POST: APIRoute = async (context) => {
  if (!isLeadForm(context.params.form)) {
    countMalformedLead();
    return Response.json({ ok: false, message: 'Không tìm thấy biểu mẫu.' }, { status: 404 });
  }
  const { status, ok, message, errors } = await handleLeadRequest(context, context.params.form);
  const retryAfter = status === 429 ? rateLimitRetrySeconds : status === 503 ? outageRetrySeconds : undefined;
  const headers: Record<string, string> = retryAfter ? { 'retry-after': String(retryAfter) } : {};
  return Response.json({ ok, message, errors }, { status, headers });
};
