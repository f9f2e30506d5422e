import { planPriceLabel, pricingPlans, type PricingPlan } from '@/content/pricing-plans';
import { CheckList } from '@/components/ui/check-list';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { dialogOpeners } from '@/lib/dialog-openers';
import { LandingSection } from './landing-section';

function PlanCard({ plan }: { plan: PricingPlan }) {
  const headingId = `plan-${plan.id}`;
  return (
    <li
      aria-labelledby={headingId}
      data-popular={plan.popular || undefined}
      className="relative flex flex-col rounded-xl border border-border bg-background p-6 shadow-sm data-popular:border-2 data-popular:border-primary data-popular:shadow-xl lg:data-popular:-translate-y-3"
    >
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-bold whitespace-nowrap text-primary-foreground">
          Phổ biến nhất
        </p>
      )}
      <h3 id={headingId} className="text-lg font-bold">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
      {/* '1.200.000 ₫' keeps together (non-breaking space); '/tháng' may go to the next line in a narrow card. */}
      <p className="mt-6">
        <span className="text-2xl font-bold">{planPriceLabel(plan)}</span>
        {plan.period && (
          <>
            <wbr />
            <span className="text-muted-foreground">{plan.period}</span>
          </>
        )}
      </p>
      <CheckList items={plan.features} className="mt-6 flex-1" />
      {/* A link to the form page without JavaScript; the pricing dialog island opens instead when it runs. */}
      <a
        href={`/gui-yeu-cau?form=pricing&plan=${plan.id}`}
        {...{ [dialogOpeners.pricingPlan]: plan.id }}
        className={cn(buttonVariants({ variant: plan.popular ? 'default' : 'outline' }), 'mt-8 w-full')}
      >
        {plan.cta}
      </a>
    </li>
  );
}

/** '#pricing': the four plans, from the typed list in src/content/pricing-plans.ts. */
export function Pricing() {
  return (
    <LandingSection
      id="pricing"
      title="Bảng giá"
      intro="Giá theo tháng, chưa gồm VAT, không phí ẩn. Anh/chị đổi gói hoặc ngừng dùng bất cứ lúc nào."
    >
      <ul className="grid gap-6 pt-2 sm:grid-cols-2 lg:grid-cols-4">
        {pricingPlans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </ul>
      <p className="mt-10 text-center">
        Cần tính cả khóa cửa, thẻ từ và lắp đặt?{' '}
        <a
          href="/bao-gia"
          className="inline-flex min-h-11 items-center font-bold text-primary underline underline-offset-2"
        >
          Tự tính báo giá cho khách sạn của anh/chị
        </a>
      </p>
    </LandingSection>
  );
}
