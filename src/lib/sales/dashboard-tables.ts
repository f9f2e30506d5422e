import { formatDate } from '../format.ts';
import { leadForms, leadSources } from '../leads/lead-form-views.ts';
import { leadStatuses } from '../leads/lead-labels.ts';
import type { Dashboard } from './dashboard.ts';
import { fastShare, pushCompareDays } from './push-effect.ts';
import type { ConversionRow } from '../visits/visit-figures.ts';
import { formatDateTime } from '../format.ts';

/** The dashboard's tables, by their value in `?bang=` of the CSV download, with their headings. */
export const dashboardTables = {
  ngay: 'Khách hàng theo ngày',
  nguon: 'Nguồn và chiến dịch',
  pheu: 'Phễu bán hàng',
  'phan-hoi': 'Thời gian phản hồi đầu tiên',
  'qua-han': 'Việc quá hạn',
  demo: 'Demo theo nhân viên',
  'demo-nguon': 'Demo theo nguồn',
  'thong-bao': 'Trả lời trong 5 phút: trước và sau khi bật thông báo',
  'truy-cap': 'Lượt truy cập theo ngày',
  trang: 'Trang được xem nhiều nhất và khách hàng tiềm năng',
  'nguon-truy-cap': 'Chuyển đổi theo nguồn',
  'chien-dich-truy-cap': 'Chuyển đổi theo chiến dịch',
  'thiet-bi': 'Chuyển đổi theo thiết bị',
} as const;
export type DashboardTableId = keyof typeof dashboardTables;

/** Whether a value read from the address names one of the tables. */
export const isDashboardTableId = (value: unknown): value is DashboardTableId =>
  typeof value === 'string' && Object.hasOwn(dashboardTables, value);

/** A cell: counts stay numbers, everything else is already worded. */
export type FigureCell = string | number;

/** A table of figures: what the page shows under each chart and what its CSV holds, cell for cell. */
export interface FigureTable {
  caption: string;
  headings: string[];
  rows: FigureCell[][];
}

/** A share the Vietnamese way: 0.125 → '12,5%'; '—' when there is nothing to divide. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : rate.toLocaleString('vi-VN', { style: 'percent', maximumFractionDigits: 1 });
}

/** '05/11/2026' of a day 'YYYY-MM-DD'. */
export const dayLabel = (day: string) => formatDate(new Date(`${day}T00:00:00Z`));

/** How a UTM value is shown when the visit carried none. */
export const noUtm = '(không có)';

/** The demo tables' columns after the salesperson or source. */
const demoHeadings = ['Đặt lịch', 'Đã demo', 'Khách không đến', 'Đã hủy lịch'];

/** The last row of the first-response table: everyone's contacts, and every lead not contacted yet. */
export const teamRow = 'Cả đội';

const minutes = (value: number | null) => value ?? '—';

/** The conversion tables: what their first column names, and which of the visit figures they show. */
const conversionTables = {
  trang: { heading: 'Trang', rows: 'pages' },
  'nguon-truy-cap': { heading: 'Nguồn (utm_source)', rows: 'sources' },
  'chien-dich-truy-cap': { heading: 'Chiến dịch (utm_campaign)', rows: 'campaigns' },
  'thiet-bi': { heading: 'Thiết bị', rows: 'devices' },
} as const;

/** The conversion tables' columns after the page, source or campaign. */
const conversionHeadings = ['Lượt truy cập', 'Khách truy cập', 'Khách hàng tiềm năng', 'Tỷ lệ chuyển đổi'];

const conversionCells = (rows: ConversionRow[]): FigureCell[][] =>
  rows.map((row) => [row.label, row.visits, row.visitors, row.leads ?? '—', formatRate(row.rate)]);

/** The figures behind one chart of `data`. */
export function dashboardTable(id: DashboardTableId, data: Dashboard): FigureTable {
  const caption = `${dashboardTables[id]}, ${dayLabel(data.period.from)} – ${dayLabel(data.period.to)}`;
  switch (id) {
    case 'ngay':
      return {
        caption,
        headings: ['Ngày', ...leadForms.map((form) => leadSources[form]), 'Tổng'],
        rows: data.daily.map((day) => [
          dayLabel(day.day),
          ...leadForms.map((form) => day.bySource[form] ?? 0),
          day.total,
        ]),
      };
    case 'nguon':
      return {
        caption,
        headings: ['Nguồn (utm_source)', 'Chiến dịch (utm_campaign)', 'Khách hàng', 'Thành công', 'Tỷ lệ chuyển đổi'],
        rows: data.campaigns.map((row) => [
          row.utmSource ?? noUtm,
          row.utmCampaign ?? noUtm,
          row.leads,
          row.won,
          formatRate(row.leads ? row.won / row.leads : null),
        ]),
      };
    case 'pheu':
      return {
        caption,
        headings: ['Bước', 'Số khách hàng', 'Rơi rụng so với bước trước', 'Tỷ lệ rơi rụng'],
        rows: data.funnel.map((step) => [
          leadStatuses[step.status],
          step.reached,
          step.dropped,
          formatRate(step.dropRate),
        ]),
      };
    case 'phan-hoi':
      return {
        caption,
        headings: [
          'Nhân viên',
          'Khách đã liên hệ',
          'Trung vị (phút làm việc)',
          'Bách phân vị 90 (phút làm việc)',
          'Chưa liên hệ',
        ],
        rows: [...data.responses, { person: teamRow, ...data.teamResponses }].map((row) => [
          row.person,
          row.responded,
          minutes(row.median),
          minutes(row.p90),
          row.notContacted,
        ]),
      };
    case 'qua-han':
      return {
        caption: `${dashboardTables[id]}, tính đến lúc xem trang`,
        headings: ['Nhân viên', 'Bước tiếp theo quá hạn'],
        rows: data.overdue.map((row) => [row.person, row.overdue]),
      };
    case 'demo':
    case 'demo-nguon':
      return {
        caption,
        headings: [id === 'demo' ? 'Nhân viên' : 'Nguồn (utm_source)', ...demoHeadings],
        rows: data.demos[id === 'demo' ? 'byPerson' : 'bySource'].map((row) => [
          row.label,
          row.booked,
          row.held,
          row.noShow,
          row.cancelled,
        ]),
      };
    case 'thong-bao':
      // Whatever the period: each person's own 30 days on either side of the day they turned push on.
      return {
        caption: `${dashboardTables[id]}, ${pushCompareDays} ngày mỗi bên`,
        headings: [
          'Nhân viên',
          'Bật thông báo từ',
          `Trước (${pushCompareDays} ngày)`,
          `Sau (đến ${pushCompareDays} ngày)`,
        ],
        rows: data.pushEffect.map((row) => [
          row.person,
          formatDateTime(row.since),
          fastShare(row.before),
          fastShare(row.after),
        ]),
      };
    case 'truy-cap':
      return {
        caption,
        headings: ['Ngày', 'Lượt truy cập', 'Khách truy cập', 'Khách hàng tiềm năng'],
        rows: data.visits.daily.map((day) => [dayLabel(day.day), day.visits, day.visitors, day.leads]),
      };
    case 'trang':
    case 'nguon-truy-cap':
    case 'chien-dich-truy-cap':
    case 'thiet-bi':
      return {
        caption,
        headings: [conversionTables[id].heading, ...conversionHeadings],
        rows: conversionCells(data.visits[conversionTables[id].rows]),
      };
  }
}
