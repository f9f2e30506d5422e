import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { Lead } from '@/lib/leads/lead';
import { callSheetAttributes } from '@/lib/sales/call-sheet';
import { nationalPhone } from '@/lib/sales/phone';

const link = buttonVariants({ variant: 'outline', className: 'flex-1 justify-center sm:flex-none' });

/**
 * Gọi, Zalo and 'Ghi kết quả' on a lead's row: plain links (a call, a chat, the lead's work form),
 * which the call sheet island turns into 'how did the call go?' when the salesperson comes back.
 */
export function LeadCallLinks({ lead }: { lead: Pick<Lead, 'id' | 'name' | 'phone_e164'> }) {
  const phone = lead.phone_e164;
  const call = { [callSheetAttributes.call]: lead.id };
  return (
    <div className="flex flex-wrap gap-2">
      {phone && (
        <>
          <a href={`tel:${phone}`} className={link} aria-label={`Gọi ${lead.name}`} {...call}>
            <Icon name="phone" /> Gọi
          </a>
          <a
            href={`https://zalo.me/${nationalPhone(phone)}`}
            className={link}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={`Zalo ${lead.name}`}
            {...call}
          >
            <Icon name="message-circle" /> Zalo
          </a>
        </>
      )}
      <a
        href={`/admin/leads/${lead.id}#lam-viec`}
        className={link}
        aria-label={`Ghi kết quả cho ${lead.name}`}
        {...{ [callSheetAttributes.log]: lead.id }}
      >
        <Icon name="circle-check" /> Ghi kết quả
      </a>
    </div>
  );
}
