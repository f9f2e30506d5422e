import { CallOrZalo, inlineLinkClass as linkClass } from '@/components/forms/call-or-zalo';
import type { ContactLinks } from '@/lib/leads/contact-links';

/** Where a visitor whose search found nothing can still get an answer: the FAQ, the quote, a person. */
export function SearchHelp({ contactLinks }: { contactLinks: ContactLinks }) {
  return (
    <div className="mt-4 grid gap-3">
      <p>Anh/chị thử gõ ít từ hơn hoặc dùng từ khác. Hoặc:</p>
      <ul className="grid list-disc gap-2 pl-6">
        <li>
          xem{' '}
          <a href="/#faq" className={linkClass}>
            câu hỏi thường gặp
          </a>{' '}
          của chủ khách sạn;
        </li>
        <li>
          tự tính{' '}
          <a href="/bao-gia" className={linkClass}>
            báo giá theo số phòng
          </a>
          ;
        </li>
        <li>
          <CallOrZalo contactLinks={contactLinks} />
        </li>
      </ul>
    </div>
  );
}
