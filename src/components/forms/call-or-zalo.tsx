import type { ContactLinks } from '@/lib/leads/contact-links';

/** Classes of a link inside a sentence, as the offers to call and to chat are written. */
export const inlineLinkClass = 'font-bold text-primary underline underline-offset-2';

/** 'gọi hotline … hoặc nhắn Zalo để được tư vấn ngay.': the way to a person, inside a sentence. */
export function CallOrZalo({ contactLinks }: { contactLinks: ContactLinks }) {
  return (
    <>
      gọi hotline{' '}
      <a href={contactLinks.hotline.href} className={inlineLinkClass}>
        {contactLinks.hotline.display}
      </a>{' '}
      hoặc{' '}
      <a href={contactLinks.zaloUrl} target="_blank" rel="noopener" className={inlineLinkClass}>
        nhắn Zalo
      </a>{' '}
      để được tư vấn ngay.
    </>
  );
}
