import { LeadForm } from '@/components/forms/lead-form';
import type { ContactLinks } from '@/lib/leads/contact-links';
import { withIslandBoundary } from './island-boundary';

/** The contact page's message form. */
export const ContactForm = withIslandBoundary(function ContactForm({ contactLinks }: { contactLinks: ContactLinks }) {
  return <LeadForm form="contact" page="/contact" contactLinks={contactLinks} />;
});
