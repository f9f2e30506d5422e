/**
 * The attribute on the links that open each lead dialog island. The links, the island and the page's
 * `client:openers` all read it from here: spelled differently in one of them, a click would go to the
 * form page and the dialog would never open.
 */
export const dialogOpeners = { pricingPlan: 'data-pricing-plan' } as const;
