import type { APIRoute } from 'astro';
import { auditCsv, parseAuditFilter, auditExport } from '@/server/audit';
import { getDb } from '@/server/db/instance';
import { csvHeaders } from '@/server/inbox';

export const prerender = false;

/** The audit log's current filter as CSV (owners only, admin-access.ts); the export is itself logged. */
export const GET: APIRoute = async ({ url, locals }) => {
  const file = `nhat-ky-${new Date().toISOString().slice(0, 10)}.csv`;
  await auditExport(getDb(), locals.staff, file, url);
  return new Response(auditCsv(getDb(), parseAuditFilter(url.searchParams)), { headers: csvHeaders(file) });
};
