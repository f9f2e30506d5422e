import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { readAttribution } from '@/lib/leads/attribution';
import type { ContactLinks } from '@/lib/leads/contact-links';
import { honeypotField, type FieldErrors, type LeadForm as LeadFormKind } from '@/lib/leads/lead-forms';
import { sendLead } from '@/lib/leads/send-lead';
import { ConsentNote } from './consent-note';
import { FormField } from './form-field';
import { HoneypotField } from './honeypot-field';
import { leadFormViews } from '@/lib/leads/lead-form-views';
import { SendFailure } from './send-failure';

export interface LeadFormProps {
  form: LeadFormKind;
  /** Path of the page the form is on, stored with the lead. */
  page: string;
  plan?: string | undefined;
  /** Values sent along unseen (a quote's inputs), as hidden inputs without JavaScript too. */
  hiddenFields?: Record<string, string> | undefined;
  /** The hotline and Zalo offered when the form cannot be sent. */
  contactLinks: ContactLinks;
  /** Values and messages to show at first (the no-JavaScript page re-showing a refused post). */
  initialValues?: Record<string, string>;
  initialErrors?: FieldErrors;
  /** The server's message for a plain post it could not store (not a field's fault). */
  initialFailure?: string | undefined;
  onSuccess?: () => void;
  /** Prefix of the fields' ids, where React's own could meet another form's (the assistant's panel, rendered apart from its page). */
  idPrefix?: string;
}

const newKey = () => crypto.randomUUID();

// The schemas (zod) load when the visitor first touches a form, not with the page.
const loadSchemas = () => import('@/lib/leads/lead-schemas');

/**
 * A lead form. Without JavaScript it is a plain HTML post to /gui-yeu-cau; with it, the browser
 * checks the fields with the server's own schema, sends JSON with a per-submission idempotency key
 * (kept across retries), and reports success in a toast, a failure below the form.
 */
export function LeadForm({
  form,
  page,
  plan,
  hiddenFields = {},
  contactLinks,
  initialValues = {},
  initialErrors = {},
  initialFailure,
  onSuccess,
  idPrefix: givenPrefix,
}: LeadFormProps) {
  const generatedPrefix = useId();
  const idPrefix = givenPrefix ?? generatedPrefix;
  const { fields, submitLabel, toasts } = leadFormViews[form];
  const blank = Object.fromEntries(fields.map((field) => [field.name, '']));
  const [values, setValues] = useState<Record<string, string>>({ ...blank, ...initialValues });
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [failure, setFailure] = useState<string | undefined>(initialFailure);
  const [submitting, setSubmitting] = useState(false);
  const key = useRef(newKey());
  const formRef = useRef<HTMLFormElement>(null);

  // A visitor on a slow phone types before this script runs: the inputs hold their text but the
  // state does not, and the next render would wipe them. So what is in the fields when the island
  // hydrates becomes the state, once, before anything else renders.
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const field of fields) {
      const input = formRef.current?.elements.namedItem(field.name);
      if (input && 'value' in input && input.value !== '') typed[field.name] = input.value;
    }
    if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }));
    // Only at hydration: later the inputs are controlled by the state.
  }, []);

  const focusFirstInvalid = (found: FieldErrors) => {
    const first = fields.find((field) => found[field.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  };

  // Shown below the form, never over it; what was typed stays for the next try.
  const fail = (message: string) => setFailure(message);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const honeypot = new FormData(event.currentTarget).get(honeypotField);
    const payload = {
      ...hiddenFields,
      ...values,
      ...readAttribution(),
      page,
      ...(plan ? { plan } : {}),
      [honeypotField]: honeypot ?? '',
    };
    let schemas: Awaited<ReturnType<typeof loadSchemas>> | undefined;
    try {
      schemas = await loadSchemas();
    } catch {
      // Offline before the schemas arrived: the server checks everything anyway.
    }
    const checked = schemas?.schemaFor(form, new Date()).safeParse(payload);
    if (schemas && checked && !checked.success) {
      const found = schemas.fieldErrors(checked.error);
      setErrors(found);
      focusFirstInvalid(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const answer = await sendLead(form, payload, key.current);
      if (answer.ok) {
        key.current = newKey();
        setValues(blank);
        window.showToast(toasts.success);
        onSuccess?.();
      } else if (answer.errors && fields.some((field) => answer.errors?.[field.name])) {
        setErrors(answer.errors);
        focusFirstInvalid(answer.errors);
      } else if (answer.errors) {
        // Only fields the visitor cannot see here were refused (a quote's inputs): say so in words.
        fail(Object.values(answer.errors)[0] ?? answer.message);
      } else {
        // 422: this key went with another body (sent, then edited after a lost answer); the next
        // try is a new submission.
        if (answer.status === 422) key.current = newKey();
        fail(answer.message);
      }
    } catch (error) {
      console.error('Lead not sent', error);
      fail('Không kết nối được tới máy chủ. Vui lòng kiểm tra mạng và thử lại.');
    } finally {
      setSubmitting(false);
    }
  }

  const action = `/gui-yeu-cau?form=${form}${plan ? `&plan=${plan}` : ''}`;
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={submit}
      onFocus={() => void loadSchemas().catch(() => undefined)}
      className="grid gap-4"
    >
      {fields.map((spec) => (
        <FormField
          key={spec.name}
          spec={spec}
          id={`${idPrefix}-${spec.name}`}
          value={values[spec.name] ?? ''}
          error={errors[spec.name]}
          onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        />
      ))}
      <input type="hidden" name="page" value={page} />
      {plan && <input type="hidden" name="plan" value={plan} />}
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <HoneypotField />
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? 'Đang gửi...' : submitLabel}
      </Button>
      {failure !== undefined && (
        <SendFailure
          title={toasts.failure.title}
          description={toasts.failure.description ?? failure}
          contactLinks={contactLinks}
        />
      )}
      <ConsentNote />
    </form>
  );
}
