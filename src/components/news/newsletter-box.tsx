import { HoneypotField } from '@/components/forms/honeypot-field';
import { Button } from '@/components/ui/button';
import type { FieldErrors } from '@/lib/leads/lead-forms';

/** What the box shows after a post: the outcome and, after an error, what was typed. */
export interface NewsletterState {
  ok: boolean;
  message: string;
  errors?: FieldErrors | undefined;
  email: string;
  /** The consent tick as the visitor left it. */
  consent?: boolean | undefined;
}

/**
 * The newsletter box: a plain form posted to the news page itself, so it needs no JavaScript.
 * Marketing e-mail needs an explicit tick (Personal Data Protection Law 91/2025/QH15).
 */
export function NewsletterBox({ action, state }: { action: string; state?: NewsletterState | undefined }) {
  const emailError = state?.errors?.email;
  const consentError = state?.errors?.consent;
  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="rounded-xl bg-primary p-6 text-primary-foreground"
    >
      <h2 id="newsletter-heading" className="text-lg font-bold">
        Nhận bản tin
      </h2>
      <p className="mt-2 text-sm">Mẹo vận hành và tin tức ngành khách sạn, mỗi tháng một email.</p>
      {state && (
        <p
          role={state.ok ? 'status' : 'alert'}
          className="mt-4 rounded-lg bg-background p-3 text-sm font-bold text-foreground"
        >
          {state.message}
        </p>
      )}
      <form method="post" action={action} noValidate className="mt-4 grid gap-3">
        <label htmlFor="newsletter-email" className="text-sm font-bold">
          Email của anh/chị
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          defaultValue={state?.email ?? ''}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'newsletter-email-error' : undefined}
          className="min-h-11 rounded-lg border border-border bg-background px-3 text-base text-foreground"
        />
        {emailError && (
          <p id="newsletter-email-error" className="rounded bg-background px-2 py-1 text-sm text-destructive">
            {emailError}
          </p>
        )}
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="consent"
            defaultChecked={state?.consent ?? false}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'newsletter-consent-error' : undefined}
            className="mt-0.5 size-5 shrink-0"
          />
          <span>
            Tôi đồng ý nhận bản tin qua email và đã đọc{' '}
            <a href="/chinh-sach-bao-mat" className="underline underline-offset-2">
              Chính sách bảo mật
            </a>
            .
          </span>
        </label>
        {consentError && (
          <p id="newsletter-consent-error" className="rounded bg-background px-2 py-1 text-sm text-destructive">
            {consentError}
          </p>
        )}
        <input type="hidden" name="page" value="/tin-tuc" />
        <HoneypotField />
        <Button type="submit" variant="secondary">
          Đăng ký
        </Button>
      </form>
    </section>
  );
}
