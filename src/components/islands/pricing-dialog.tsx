import { LeadDialog } from '@/components/forms/lead-dialog';
import { LeadForm } from '@/components/forms/lead-form';
import { planRequestTitle } from '@/content/pricing-plans';
import type { ContactLinks } from '@/lib/leads/contact-links';
import { dialogOpeners } from '@/lib/dialog-openers';
import { withIslandBoundary } from './island-boundary';

/** The pricing cards' lead dialog; the card's link names the plan. */
export const PricingDialog = withIslandBoundary(function PricingDialog({
  planNames,
  contactLinks,
}: {
  planNames: Record<string, string>;
  contactLinks: ContactLinks;
}) {
  return (
    <LeadDialog
      id="pricing-dialog"
      openerAttribute={dialogOpeners.pricingPlan}
      title={(plan) => planRequestTitle(plan, planNames[plan])}
    >
      {(plan, close) =>
        plan && (
          <LeadForm key={plan} form="pricing" page="/" plan={plan} contactLinks={contactLinks} onSuccess={close} />
        )
      }
    </LeadDialog>
  );
});
