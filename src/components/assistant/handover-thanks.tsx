import { CallOrZalo } from '@/components/forms/call-or-zalo';
import { assistantSlots } from '@/lib/assistant/panel-slots';
import type { ContactLinks } from '@/lib/leads/contact-links';

/** After a handover: when the call will come (the server's words), and the hotline and Zalo for now. */
export function HandoverThanks({
  message,
  contactLinks,
  hidden,
}: {
  message: string;
  contactLinks: ContactLinks;
  hidden?: boolean;
}) {
  return (
    <div
      data-slot={assistantSlots.thanks}
      tabIndex={-1}
      hidden={hidden}
      className="grid gap-2 rounded-lg bg-secondary p-4 focus:outline-none"
    >
      <p className="font-bold">Đã chuyển cho nhân viên tư vấn</p>
      <p data-slot={assistantSlots.thanksMessage}>{message}</p>
      <p className="text-sm">
        Cần gấp, anh/chị có thể <CallOrZalo contactLinks={contactLinks} />
      </p>
    </div>
  );
}
