import { Mail, Phone } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import type { PricingPlan } from '@/content/pricing-plans';
import { cn } from '@/lib/cn';
import type { SiteConfig } from '@/lib/site-config';

// SLOTS for the lead-capture issue (#4): each component below marks where a lead form or dialog goes.
// Until the forms exist they offer the ways to reach sales that already work (the trial section, the
// hotline, e-mail), so no visitor meets a dead button.

/** Slot: the pricing lead dialog for `plan`. Leads to the trial section for now. */
export function PricingLeadSlot({ plan, className }: { plan: PricingPlan; className?: string }) {
  return (
    <a
      href="#contact"
      data-plan={plan.id}
      className={cn(buttonVariants({ variant: plan.popular ? 'default' : 'outline' }), className)}
    >
      {plan.cta}
    </a>
  );
}

/** Slot: a lead form titled `title`. Offers the hotline and e-mail for now. */
export function LeadFormSlot({ title, site, emailSubject }: { title: string; site: SiteConfig; emailSubject: string }) {
  return (
    <div data-lead-form-slot className="rounded-xl border border-border bg-background p-6 shadow-sm">
      <h3 className="text-xl font-bold">{title}</h3>
      <p className="mt-2 text-muted-foreground">
        Gọi hotline hoặc gửi email cho chúng tôi; tư vấn viên sẽ liên hệ lại trong vòng 24 giờ.
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <a href={site.hotline.href} className={buttonVariants()}>
          <Phone aria-hidden="true" /> Gọi {site.hotline.display}
        </a>
        <a
          href={`mailto:${site.salesEmail}?subject=${encodeURIComponent(emailSubject)}`}
          className={buttonVariants({ variant: 'outline' })}
        >
          <Mail aria-hidden="true" /> Gửi email
        </a>
      </div>
    </div>
  );
}
