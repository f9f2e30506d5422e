// The newsletter feature's entry point: routes, scripts and other features import it, never its inner modules.
export { handleNewsletterRequest, newsletterThanks } from './newsletter-request.ts';
