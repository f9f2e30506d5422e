import type { APIRoute } from 'astro';
import { getDb } from '@/server/db/instance';
import { parseInboxFilter } from '@/server/inbox/inbox-filter';
import { csvHeaders, leadsCsv } from '@/server/inbox/lead-export';

export const prerender = false;

/** The inbox's current filter as CSV (UTF-8 with BOM, RFC 4180, formula-safe). */
export const GET: APIRoute = ({ url }) =>
  new Response(leadsCsv(getDb(), parseInboxFilter(url.searchParams)), {
    headers: csvHeaders(`khach-hang-${new Date().toISOString().slice(0, 10)}.csv`),
  });
