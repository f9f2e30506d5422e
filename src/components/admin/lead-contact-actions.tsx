import { CopyButton } from '@/components/ui/copy-button';
import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { Lead } from '@/lib/leads/lead';
import { callSheetAttributes } from '@/lib/sales/call-sheet';
import { nationalPhone } from '@/lib/sales/phone';

const action = buttonVariants({ variant: 'outline', className: 'justify-center' });

/**
 * What a salesperson does first on a phone: call, Zalo, e-mail, or copy the number or the address
 * (the copy buttons work through src/scripts/copy-buttons.ts). A number that is not one has no
 * call or Zalo link: the typed text is shown to read instead; a lead without an address (the
 * assistant's handover asks for a phone only) has no e-mail buttons.
 */
export function LeadContactActions({ lead }: { lead: Pick<Lead, 'id' | 'phone' | 'phone_e164' | 'email' | 'name'> }) {
  const phone = lead.phone_e164;
  // The call sheet asks how the call went when the salesperson comes back from either.
  const call = { [callSheetAttributes.call]: lead.id };
  return (
    <nav aria-label={`Liên hệ ${lead.name}`} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      {phone && (
        <>
          <a href={`tel:${phone}`} className={action} {...call}>
            <Icon name="phone" /> Gọi {lead.phone}
          </a>
          <a
            href={`https://zalo.me/${nationalPhone(phone)}`}
            className={action}
            rel="noopener noreferrer"
            target="_blank"
            {...call}
          >
            <Icon name="message-circle" /> Zalo
          </a>
        </>
      )}
      {lead.email && (
        <a href={`mailto:${lead.email}`} className={action}>
          <Icon name="mail" /> Email
        </a>
      )}
      <CopyButton text={lead.phone}>Sao chép số</CopyButton>
      {lead.email && <CopyButton text={lead.email}>Sao chép email</CopyButton>}
    </nav>
  );
}
