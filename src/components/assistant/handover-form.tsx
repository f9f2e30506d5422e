import { CallOrZalo } from '@/components/forms/call-or-zalo';
import { LeadForm } from '@/components/forms/lead-form';
import type { ConversationTurn } from '@/lib/assistant/conversation';
import type { ContactLinks } from '@/lib/leads/contact-links';

/**
 * 'Gặp nhân viên tư vấn': the lead form 'assistant' (name, phone, hotel; the lead forms' fields,
 * checks and messages), the conversation so far in a hidden field, the hotline and Zalo offered
 * beside it. A plain post to /gui-yeu-cau?form=assistant without JavaScript; in the panel its script
 * sends the same fields as JSON to /api/leads/assistant (src/scripts/assistant/handover.ts).
 */
export function HandoverForm({
  idPrefix,
  page,
  conversation,
  contactLinks,
}: {
  /** Prefix of the fields' ids: the panel and /tro-ly can be in one document. */
  idPrefix: string;
  /** The page the visitor was on, stored with the lead. */
  page: string;
  conversation: ConversationTurn[];
  contactLinks: ContactLinks;
}) {
  return (
    <>
      <p className="text-sm">
        Để lại họ tên, số điện thoại và tên khách sạn: nhân viên tư vấn sẽ gọi lại, đã đọc trước những gì anh/chị hỏi
        trợ lý. Cần ngay, anh/chị có thể <CallOrZalo contactLinks={contactLinks} />
      </p>
      <LeadForm
        form="assistant"
        page={page}
        hiddenFields={{ conversation: JSON.stringify(conversation) }}
        contactLinks={contactLinks}
        idPrefix={idPrefix}
      />
    </>
  );
}
