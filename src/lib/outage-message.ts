// What anyone is told while the database is away, said once: the outage page and the readers' pages
// (ContentOutage), the JSON of the APIs, the plain text of files and feeds, sign-in's form.

/** The heading of a page that cannot be shown while the database is away. */
export const outageHeading = 'Nội dung tạm thời chưa hiển thị được';

/** The sentence every answer gives while the database is away. */
export const outageMessage = 'Hệ thống đang tạm gián đoạn. Vui lòng thử lại sau ít phút.';

/** What a visitor, not the staff, may do meanwhile. */
export const outageHotline = 'Cần tư vấn ngay, anh/chị vui lòng gọi hotline.';
