import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import { formatDateTime } from '../../lib/format.ts';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { auditExport } from '../audit/index.ts';
import type { Database } from '../db/database.ts';
import { csvBom, csvHeader, csvLines, type CsvColumn } from '../../lib/csv.ts';
import { listSubscribers } from './inbox.repository.ts';
import { csvHeaders } from './lead-export.ts';

type Subscriber = Awaited<ReturnType<typeof listSubscribers>>[number];

/** /admin/newsletter: the newsletter's subscribers, newest first. Read-only. */
export async function subscribersPage(db: Kysely<Database>): Promise<{ subscribers: Subscriber[] }> {
  return { subscribers: await listSubscribers(db) };
}

const columns: CsvColumn<Subscriber>[] = [
  { heading: 'Thời gian', value: (row) => formatDateTime(row.created_at) },
  { heading: 'Email', value: (row) => row.email },
  { heading: 'Trang', value: (row) => row.page },
  { heading: 'Phiên bản chính sách', value: (row) => row.consent_version },
  { heading: 'Thời điểm đồng ý', value: (row) => formatDateTime(row.consent_at) },
];

/** GET /admin/newsletter.csv: the subscribers as CSV, the download written to the audit log. */
export async function subscribersCsv(
  db: Kysely<Database>,
  staff: SignedInStaff,
  context: APIContext,
): Promise<Response> {
  await auditExport(db, staff, 'ban-tin.csv', context.url);
  const rows = await listSubscribers(db);
  return new Response(csvBom + csvHeader(columns) + csvLines(columns, rows), { headers: csvHeaders('ban-tin.csv') });
}
