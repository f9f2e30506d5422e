import { LeadForm } from '@/components/forms/lead-form';
import type { ContactLinks } from '@/lib/leads/contact-links';
import { withIslandBoundary } from './island-boundary';

/** The landing page's 'Đăng ký dùng thử miễn phí' form. */
export const TrialForm = withIslandBoundary(function TrialForm({ contactLinks }: { contactLinks: ContactLinks }) {
  return <LeadForm form="trial" page="/" contactLinks={contactLinks} />;
});
