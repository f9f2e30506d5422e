import type { APIRoute } from 'astro';
import { auditCsv } from '@/server/audit/audit-export';
import { parseAuditFilter } from '@/server/audit/audit-filter';
import { auditExport } from '@/server/audit/audit-log';
import { getDb } from '@/server/db/instance';
import { csvHeaders } from '@/server/inbox/lead-export';

export const prerender = false;

/** The audit log's current filter as CSV (owners only, admin-access.ts); the export is itself logged. */
export const GET: APIRoute = async ({ url, locals }) => {
  const file = `nhat-ky-${new Date().toISOString().slice(0, 10)}.csv`;
  await auditExport(getDb(), locals.staff, file, url);
  return new Response(auditCsv(getDb(), parseAuditFilter(url.searchParams)), { headers: csvHeaders(file) });
};
