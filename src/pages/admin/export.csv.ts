import type { APIRoute } from 'astro';
import { auditExport } from '@/server/audit';
import { getDb } from '@/server/db/instance';
import { parseInboxFilter, csvHeaders, leadsCsv } from '@/server/inbox';

export const prerender = false;

/** The inbox's current filter as CSV (UTF-8 with BOM, RFC 4180, formula-safe). */
export const GET: APIRoute = async ({ url, locals }) => {
  const file = `khach-hang-${new Date().toISOString().slice(0, 10)}.csv`;
  await auditExport(getDb(), locals.staff, file, url);
  return new Response(leadsCsv(getDb(), parseInboxFilter(url.searchParams, locals.staff)), {
    headers: csvHeaders(file),
  });
};
