import { LeadDialog } from '@/components/forms/lead-dialog';
import { LeadForm } from '@/components/forms/lead-form';
import { requestToasts } from '@/components/forms/lead-toasts';
import type { ContactLinks } from '@/lib/leads/contact-links';
import { dialogOpeners } from '@/lib/dialog-openers';
import { withIslandBoundary } from './island-boundary';

/** The contact page's 'Đặt lịch demo miễn phí' form in a dialog (opened by the demo booking link). */
export const DemoRequestDialog = withIslandBoundary(function DemoRequestDialog({
  contactLinks,
}: {
  contactLinks: ContactLinks;
}) {
  return (
    <LeadDialog
      id="demo-request-dialog"
      openerAttribute={dialogOpeners.demoRequest}
      title={() => 'Đặt lịch demo miễn phí'}
    >
      {(_choice, close) => (
        <LeadForm form="demo" page="/contact" toasts={requestToasts} contactLinks={contactLinks} onSuccess={close} />
      )}
    </LeadDialog>
  );
});
