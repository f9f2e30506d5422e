import { LeadForm } from '@/components/forms/lead-form';
import { messageToasts } from '@/components/forms/lead-toasts';
import { withIslandBoundary } from './island-boundary';

/** The contact page's message form. */
export const ContactForm = withIslandBoundary(function ContactForm() {
  return <LeadForm form="contact" page="/contact" toasts={messageToasts} />;
});
