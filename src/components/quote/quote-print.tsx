/** How to reach the company, as a printed quote states it. */
export interface QuoteContact {
  brand: string;
  hotline: string;
  email: string;
  address: string;
  website: string;
}

/** Only on paper: the brand, what the page is and its date. */
export function QuotePrintHeading({ contact, date }: { contact: QuoteContact; date: string }) {
  return (
    <div className="mb-6 hidden items-center justify-between border-b border-border pb-4 print:flex">
      <span className="text-xl font-bold">{contact.brand}</span>
      <span>Báo giá tham khảo · Ngày {date}</span>
    </div>
  );
}

/** Only on paper: where to call or write about the quote. */
export function QuotePrintContact({ contact }: { contact: QuoteContact }) {
  return (
    <div className="mt-6 hidden border-t border-border pt-4 text-sm print:block">
      <p className="font-bold">Liên hệ {contact.brand}</p>
      <p>
        Hotline {contact.hotline} · {contact.email} · {contact.website}
      </p>
      <p>{contact.address}</p>
    </div>
  );
}
