import { LeadDialog } from '@/components/forms/lead-dialog';
import { LeadForm } from '@/components/forms/lead-form';
import type { ContactLinks } from '@/lib/leads/contact-links';
import type { QuoteValues } from '@/lib/quote/quote-input';

/**
 * 'Nhận báo giá chi tiết': the short lead form in a dialog, sending the quote's inputs along (the
 * server recomputes the estimate from them). Loaded by the first click on its link, not with the page.
 */
export default function QuoteRequestDialog({
  opener,
  values,
  contactLinks,
}: {
  opener: string;
  values: QuoteValues;
  contactLinks: ContactLinks;
}) {
  return (
    <LeadDialog id="quote-dialog" openerAttribute={opener} openWith="chi-tiet" title={() => 'Nhận báo giá chi tiết'}>
      {(choice, close) =>
        choice && (
          <LeadForm form="quote" page="/bao-gia" hiddenFields={values} contactLinks={contactLinks} onSuccess={close} />
        )
      }
    </LeadDialog>
  );
}
