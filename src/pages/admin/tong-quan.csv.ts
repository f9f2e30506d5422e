import type { APIRoute } from 'astro';
import { parsePeriod } from '@/lib/sales/dashboard-period';
import { dashboardTable, isDashboardTableId } from '@/lib/sales/dashboard-tables';
import { auditExport } from '@/server/audit';
import { getDb } from '@/server/db/instance';
import { dashboardCsv, loadDashboard } from '@/server/sales';
import { csvHeaders } from '@/server/inbox';

export const prerender = false;

/** One table of the dashboard (`?bang=`) for the period in the address, as CSV (owners only, admin-access.ts). */
export const GET: APIRoute = async ({ url, locals }) => {
  const id = url.searchParams.get('bang');
  if (!isDashboardTableId(id)) return new Response('Không có bảng này.', { status: 404 });
  const period = parsePeriod(url.searchParams, new Date());
  const file = `tong-quan-${id}-${period.from}-${period.to}.csv`;
  const data = await loadDashboard(getDb(), period, new Date());
  await auditExport(getDb(), locals.staff, file, url);
  return new Response(dashboardCsv(dashboardTable(id, data)), { headers: csvHeaders(file) });
};
