import type { APIContext } from 'astro';
import { leadForms } from '../../lib/leads/lead-form-views.ts';
import { idempotencyField, type FieldErrors, type LeadForm } from '../../lib/leads/lead-forms.ts';
import { getDb } from '../db/instance.ts';
import { bodyMessages, readFields, type BodyProblem } from '../http/read-body.ts';
import { visitorContext } from '../http/visitor-context.ts';
import { countLeadOutcome } from '../metrics/lead-metrics.ts';
import { requestPolicy } from '../request-policy.ts';
import { leadFormRule } from './lead-form-rules.ts';
import { submitLead, type LeadResult } from './lead.service.ts';

/** The outcome of a lead request, with the status and the Vietnamese message a visitor gets. */
export interface LeadResponse {
  status: number;
  ok: boolean;
  message: string;
  errors?: FieldErrors;
  /** The stored lead (absent when a honeypot dropped it), for the pages that show what it booked. */
  leadId?: string;
  /** What the visitor typed, to fill the form again after an error. */
  fields: Record<string, unknown>;
}

/** Answers shared by every form of the site. */
export const formMessages = {
  stored: 'Yêu cầu của anh/chị đã được gửi. Chúng tôi sẽ liên hệ với anh/chị sớm.',
  invalid: 'Vui lòng kiểm tra lại các thông tin được đánh dấu.',
  rate_limited: 'Anh/chị đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.',
  key_reused: 'Mã gửi của yêu cầu này đã được dùng cho một nội dung khác. Vui lòng tải lại trang rồi gửi lại.',
  unavailable: 'Hệ thống đang tạm gián đoạn nên chưa lưu được yêu cầu của anh/chị. Vui lòng thử lại sau ít phút.',
  ...bodyMessages,
} as const;

/** The answer to `result`, counted for /metrics. */
function respond(form: LeadForm, result: LeadResult | BodyProblem, fields: Record<string, unknown>): LeadResponse {
  countLeadOutcome(form, result);
  if (result === 'too_large') return { status: 413, ok: false, message: formMessages.too_large, fields };
  if (result === 'malformed') return { status: 400, ok: false, message: formMessages.malformed, fields };
  switch (result.kind) {
    case 'stored':
      return { status: 200, ok: true, message: formMessages.stored, leadId: result.leadId, fields };
    case 'ignored':
      return { status: 200, ok: true, message: formMessages.stored, fields };
    case 'invalid':
      return { status: 400, ok: false, message: formMessages.invalid, errors: result.errors, fields };
    case 'key_reused':
      return { status: 422, ok: false, message: formMessages.key_reused, fields };
    case 'rate_limited':
      return { status: 429, ok: false, message: formMessages.rate_limited, fields };
    case 'unavailable':
      return { status: 503, ok: false, message: formMessages.unavailable, fields };
  }
}

/** Whether `value` names one of the lead forms. */
export function isLeadForm(value: unknown): value is LeadForm {
  return leadForms.includes(value as LeadForm);
}

/** Reads, checks and stores the lead a request carries (JSON from the islands, or a plain form post). */
export async function handleLeadRequest(context: APIContext, form: LeadForm): Promise<LeadResponse> {
  const fields = await readFields(context.request);
  if (typeof fields === 'string') return respond(form, fields, {});
  const rules = leadFormRule(form);
  // What the form's rule reads first (a quote's prices): unreadable, the lead waits like any database fault.
  const formContext = rules.load ? await rules.load(getDb()) : {};
  if (!formContext) return respond(form, { kind: 'unavailable' }, fields);
  const now = new Date();
  const result = await submitLead(
    getDb(),
    {
      form,
      fields,
      // A plain post carries its key in a hidden field (a double click or a resend books once).
      idempotencyKey:
        context.request.headers.get('idempotency-key') ??
        (typeof fields[idempotencyField] === 'string' ? fields[idempotencyField] : undefined),
      ...(await visitorContext(context)),
      userAgent: context.request.headers.get('user-agent') ?? undefined,
      now,
      ...formContext,
    },
    requestPolicy.rateLimit,
  );
  const response = respond(form, result, fields);
  return rules.thanks && response.ok ? { ...response, message: rules.thanks(now) } : response;
}
