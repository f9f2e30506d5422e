import type { APIContext } from 'astro';
import { pricingPlans } from '../../content/pricing-plans.ts';
import { leadFormViews } from '../../lib/leads/lead-form-views.ts';
import type { FieldErrors, LeadForm } from '../../lib/leads/lead-forms.ts';
import { getDb } from '../db/instance.ts';
import type { RequestSummary } from './lead-form-rule.ts';
import { leadFormRule } from './lead-form-rules.ts';
import { handleLeadRequest, isLeadForm } from './lead-request.ts';

/** A lead form on /gui-yeu-cau as it is shown: fresh, or again with what a refused post carried. */
export interface PlainFormPage {
  status: number;
  form: LeadForm;
  title: string;
  /** The page the form is on, stored with the lead. */
  page: string;
  plan: string | undefined;
  hiddenFields: Record<string, string> | undefined;
  summary: RequestSummary | undefined;
  values: Record<string, string>;
  errors: FieldErrors;
  /** Above the form, when fields were refused ('Vui lòng kiểm tra lại…'). */
  problem: string | undefined;
  /** Below the form, with the hotline and Zalo, when something else was the reason (limits, an outage). */
  failure: string | undefined;
}

/**
 * Every lead form without JavaScript (/gui-yeu-cau?form=…): GET shows the form, POST stores the lead
 * and redirects to its thanks (303), or shows the form again with the visitor's input and the
 * messages, as the form does with JavaScript. Undefined for a form there is none of (404).
 */
export async function leadFormPage(
  context: APIContext,
): Promise<PlainFormPage | { redirect: string; status: 301 | 303 } | undefined> {
  const form = context.url.searchParams.get('form');
  if (!isLeadForm(form)) return undefined;
  const { place: formPage } = leadFormViews[form];
  if (formPage.movedTo && context.request.method === 'GET') return { redirect: formPage.movedTo, status: 301 };
  const plan = pricingPlans.find((candidate) => candidate.id === context.url.searchParams.get('plan'));
  if (formPage.needsPlan && !plan) return undefined;

  const outcome = context.request.method === 'POST' ? await handleLeadRequest(context, form) : undefined;
  if (outcome?.ok) return { redirect: formPage.thanksPath, status: 303 };
  const carried = (await leadFormRule(form).carried?.(getDb(), outcome?.fields ?? context.url.searchParams)) ?? {};
  const fieldsRefused = outcome?.errors !== undefined;
  return {
    status: outcome?.status ?? 200,
    form,
    title: formPage.title(plan),
    page: typeof outcome?.fields.page === 'string' ? outcome.fields.page : formPage.path,
    plan: plan?.id,
    hiddenFields: carried.hiddenFields,
    summary: carried.summary,
    values: Object.fromEntries(
      Object.entries(outcome?.fields ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
    errors: outcome?.errors ?? {},
    problem: fieldsRefused ? outcome?.message : undefined,
    failure: outcome && !fieldsRefused ? outcome.message : undefined,
  };
}
