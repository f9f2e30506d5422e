import type { Kysely } from 'kysely';
import { formatDateTime } from '../../lib/format.ts';
import { leadSources } from '../../lib/leads/lead-form-views.ts';
import { leadStatuses } from '../../lib/leads/lead-labels.ts';
import type { ContactRow, Database } from '../db/database.ts';
import { csvStream, type CsvColumn } from '../../lib/csv.ts';
import type { InboxFilter } from './inbox-filter.ts';
import { allLeads } from './inbox.repository.ts';

const columns: CsvColumn<ContactRow>[] = [
  { heading: 'Thời gian', value: (row) => formatDateTime(row.created_at) },
  { heading: 'Họ tên', value: (row) => row.name },
  { heading: 'Khách sạn', value: (row) => row.company_name },
  { heading: 'Email', value: (row) => row.email },
  { heading: 'Điện thoại', value: (row) => row.phone },
  { heading: 'Số phòng', value: (row) => row.room_count },
  { heading: 'Nguồn', value: (row) => leadSources[row.source] },
  { heading: 'Gói', value: (row) => row.plan },
  { heading: 'Lịch demo', value: (row) => row.preferred_time },
  { heading: 'Nội dung', value: (row) => row.message },
  { heading: 'Trạng thái', value: (row) => leadStatuses[row.status] },
  { heading: 'Trang gửi', value: (row) => row.page },
  { heading: 'utm_source', value: (row) => row.utm_source },
  { heading: 'utm_medium', value: (row) => row.utm_medium },
  { heading: 'utm_campaign', value: (row) => row.utm_campaign },
  { heading: 'utm_term', value: (row) => row.utm_term },
  { heading: 'utm_content', value: (row) => row.utm_content },
  { heading: 'Trang giới thiệu', value: (row) => row.referrer },
  { heading: 'Phiên bản chính sách', value: (row) => row.consent_version },
  { heading: 'Thời điểm đồng ý', value: (row) => formatDateTime(row.consent_at) },
];

/** The leads of `filter` as a CSV download, streamed in chunks so a large export never sits in memory. */
export function leadsCsv(db: Kysely<Database>, filter: InboxFilter): ReadableStream<Uint8Array> {
  return csvStream(columns, allLeads(db, filter));
}

/** Headers of a CSV download named `name`. */
export function csvHeaders(name: string): Record<string, string> {
  return { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` };
}
