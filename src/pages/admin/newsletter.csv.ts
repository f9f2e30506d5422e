import type { APIRoute } from 'astro';
import { auditExport } from '@/server/audit/audit-log';
import { getDb } from '@/server/db/instance';
import { csvBom, csvHeader, csvLines, type CsvColumn } from '@/server/inbox/csv';
import { listSubscribers } from '@/server/inbox/inbox.repository';
import { csvHeaders } from '@/server/inbox/lead-export';
import { formatDateTime } from '@/lib/format';

export const prerender = false;

type Subscriber = Awaited<ReturnType<typeof listSubscribers>>[number];
const columns: CsvColumn<Subscriber>[] = [
  { heading: 'Thời gian', value: (row) => formatDateTime(row.created_at) },
  { heading: 'Email', value: (row) => row.email },
  { heading: 'Trang', value: (row) => row.page },
  { heading: 'Phiên bản chính sách', value: (row) => row.consent_version },
  { heading: 'Thời điểm đồng ý', value: (row) => formatDateTime(row.consent_at) },
];

/** Newsletter subscribers as CSV. */
export const GET: APIRoute = async ({ url, locals }) => {
  await auditExport(getDb(), locals.staff, 'ban-tin.csv', url);
  const rows = await listSubscribers(getDb());
  return new Response(csvBom + csvHeader(columns) + csvLines(columns, rows), { headers: csvHeaders('ban-tin.csv') });
};
