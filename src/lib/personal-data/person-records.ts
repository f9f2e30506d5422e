// What the site holds about one person, as /admin/du-lieu-ca-nhan shows it and its export writes
// it: each record with the place it was found and when it was written. Shared by the server, which
// finds the records, and the owner's page and the export, which show them.

/** Where in the site a record about a person is kept, in the order the page lists them. */
export const recordPlaces = {
  lead: 'Yêu cầu gửi qua trang',
  lead_event: 'Ghi chú và lịch sử xử lý',
  conversation_turn: 'Hội thoại với trợ lý',
  meeting: 'Lịch demo',
  notification: 'Thông báo cho đội bán hàng',
  submission_key: 'Mã chống gửi trùng',
  newsletter: 'Đăng ký nhận bản tin',
  audit: 'Nhật ký thao tác',
  request: 'Yêu cầu về dữ liệu cá nhân',
} as const;

export type RecordPlace = keyof typeof recordPlaces;

/** One record that names the person: its place, its id there, when it was written, and its fields as text. */
export interface PersonRecord {
  place: RecordPlace;
  id: string;
  /** ISO-8601 UTC. */
  at: string;
  /** Field name → value, as stored (empty fields left out). */
  fields: Record<string, string>;
}

/** How a person is looked for: the inbox's keys of what the owner typed. */
export interface PersonKey {
  /** The mailbox the e-mail reaches (emailIdentity), or null when a phone was typed. */
  emailKey: string | null;
  /** The phone in E.164, or null when an e-mail was typed. */
  phoneE164: string | null;
}

/** How many records of each place a person has, in the page's order (places without any left out). */
export function countByPlace(
  records: readonly PersonRecord[],
): Array<{ place: RecordPlace; label: string; count: number }> {
  return (Object.keys(recordPlaces) as RecordPlace[])
    .map((place) => ({
      place,
      label: recordPlaces[place],
      count: records.filter((record) => record.place === place).length,
    }))
    .filter(({ count }) => count > 0);
}

/** How many records of each place an erasure or a copy counted. */
export type PlaceCounts = Partial<Record<RecordPlace, number>>;

/** 'Yêu cầu gửi qua trang: 2; Lịch demo: 1': what an erasure or a copy counted, without whose. */
export function describeCounts(counts: PlaceCounts): string {
  const parts = (Object.keys(recordPlaces) as RecordPlace[])
    .filter((place) => counts[place])
    .map((place) => `${recordPlaces[place]}: ${counts[place]}`);
  return parts.join('; ') || 'Không có bản ghi nào';
}
