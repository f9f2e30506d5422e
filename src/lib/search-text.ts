/** Lower case without diacritics, so 'nguyen' finds 'Nguyễn' and 'duc' finds 'Đức'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

/** What the inbox search looks through for a lead: name, hotel, e-mail, phone (also as bare digits). */
export function leadSearchText(lead: { name: string; company_name: string; email: string; phone: string }): string {
  return foldText(`${lead.name} ${lead.company_name} ${lead.email} ${lead.phone} ${lead.phone.replace(/\D/g, '')}`);
}
