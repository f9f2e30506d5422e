import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { leadsPerDay } from '@/lib/sales/daily-leads';
import type { Dashboard } from '@/lib/sales/dashboard';
import { parsePeriod, periodDays } from '@/lib/sales/dashboard-period';
import { salesFunnel } from '@/lib/sales/funnel';
import { DashboardView } from './dashboard-view';
import { HeadlineFigures } from './headline-figures';

const period = parsePeriod(new URLSearchParams('ky=90'), new Date('2026-11-27T03:00:00Z'));
const data: Dashboard = {
  period,
  total: 37,
  won: 4,
  previous: { from: '2026-05-31', to: '2026-08-28', total: 33, won: 3 },
  daily: leadsPerDay(
    [
      { hour: '2026-11-20T02', source: 'trial', count: 7 },
      { hour: '2026-11-20T02', source: 'demo', count: 3 },
      { hour: '2026-11-21T09', source: 'quote', count: 27 },
    ],
    periodDays(period),
  ),
  campaigns: [
    { utmSource: 'facebook', utmCampaign: 'mua-thu', leads: 30, won: 4 },
    { utmSource: null, utmCampaign: null, leads: 7, won: 0 },
    { utmSource: 'x'.repeat(200), utmCampaign: '<b>y</b>', leads: 1, won: 1 },
  ],
  funnel: salesFunnel({ new: 20, contacted: 10, demo: 3, won: 4 }, {}),
  responses: [
    { person: 'Lan', responded: 12, median: 17, p90: 233, notContacted: 0 },
    { person: 'Minh', responded: 0, median: null, p90: null, notContacted: 2 },
  ],
  teamResponses: { responded: 12, median: 17, p90: 233, notContacted: 5 },
  overdue: [{ person: 'Lan', overdue: 3 }],
  demos: {
    byPerson: [
      { label: 'Lan', booked: 6, held: 3, noShow: 1, cancelled: 1 },
      { label: 'Cả đội (chưa giao)', booked: 1, held: 0, noShow: 0, cancelled: 0 },
    ],
    bySource: [{ label: 'facebook', booked: 7, held: 3, noShow: 1, cancelled: 1 }],
  },
  visits: {
    daily: [
      { day: '2026-11-20', visits: 40, visitors: 25, leads: 2 },
      { day: '2026-11-21', visits: 0, visitors: 0, leads: 27 },
    ],
    pages: [{ label: '/bao-gia', visits: 30, visitors: 20, leads: 4, rate: 0.2 }],
    sources: [{ label: 'facebook', visits: 10, visitors: 8, leads: 2, rate: 0.25 }],
    campaigns: [{ label: '(không có)', visits: 30, visitors: 17, leads: 0, rate: 0 }],
    devices: [{ label: 'Điện thoại', visits: 36, visitors: 22, leads: 11, rate: 0.5 }],
  },
  pushEffect: [
    { person: 'Lan', since: '2026-11-10T03:00:00.000Z', before: { leads: 10, fast: 4 }, after: { leads: 12, fast: 9 } },
    { person: 'Minh', since: '2026-11-25T03:00:00.000Z', before: { leads: 0, fast: 0 }, after: { leads: 3, fast: 3 } },
  ],
};
const html = renderToStaticMarkup(<DashboardView data={data} path="/admin/tong-quan" />);
// The charts: the folds' chevrons are icons (aria-hidden), not images.
const svgs = html.match(/<svg role="img"[\s\S]*?<\/svg>/g) ?? [];

describe('DashboardView', () => {
  it('draws thirteen charts as images, each with a heading, a table with a caption and a CSV link', () => {
    expect(svgs).toHaveLength(13);
    expect(html.match(/<summary/g)).toHaveLength(13);
    for (const svg of svgs) expect(svg).toMatch(/^<svg role="img" aria-label="[^"]+" viewBox="0 0 320 \d+"/);
    for (const heading of [
      'Khách hàng theo ngày',
      'Nguồn và chiến dịch',
      'Phễu bán hàng',
      'Thời gian phản hồi đầu tiên',
      'Việc quá hạn',
      'Demo theo nhân viên',
      'Demo theo nguồn',
      'Trả lời trong 5 phút: trước và sau khi bật thông báo',
      'Lượt truy cập theo ngày',
      'Trang được xem nhiều nhất và khách hàng tiềm năng',
      'Chuyển đổi theo nguồn',
      'Chuyển đổi theo chiến dịch',
      'Chuyển đổi theo thiết bị',
    ])
      expect(html).toContain(`>${heading}</h2>`);
    expect(html.match(/<caption/g)).toHaveLength(13);
    expect(html).toContain('href="/admin/tong-quan.csv?ky=90&amp;bang=pheu"');
    expect(html).toContain('href="/admin/tong-quan.csv?ky=90&amp;bang=demo-nguon"');
  });

  it('puts nothing the CSP refuses, no raw colour and no long fractions in the charts', () => {
    for (const svg of svgs) {
      expect(svg).not.toMatch(/style=/);
      expect(svg).not.toMatch(/#[0-9a-f]{3,6}\b/i);
      expect(svg).not.toMatch(/="-?\d+\.\d{2,}"/);
    }
    expect(html).not.toContain('style=');
  });

  it('shows the figures in the tables and the labels as text', () => {
    expect(html).toContain('Tỷ lệ chuyển đổi');
    expect(html).toContain('13,3%');
    expect(html).toContain('Trung vị');
    expect(html).toContain('Bách phân vị 90');
    expect(html).toContain('233 phút');
    expect(html).toContain('&lt;b&gt;y&lt;/b&gt;');
    expect(html).not.toContain('<b>y</b>');
  });

  it('counts demos booked, held, no-show and cancelled per salesperson and per source', () => {
    expect(html).toMatch(
      />Nhân viên<\/th><th[^>]*>Đặt lịch<\/th><th[^>]*>Đã demo<\/th><th[^>]*>Khách không đến<\/th><th[^>]*>Đã hủy lịch<\/th>/,
    );
    expect(html).toMatch(/>Lan<\/th><td[^>]*>6<\/td><td[^>]*>3<\/td><td[^>]*>1<\/td><td[^>]*>1<\/td>/);
    expect(html).toMatch(/>Cả đội \(chưa giao\)<\/th><td[^>]*>1<\/td><td[^>]*>0<\/td>/);
    expect(html).toMatch(/>facebook<\/th><td[^>]*>7<\/td><td[^>]*>3<\/td><td[^>]*>1<\/td><td[^>]*>1<\/td>/);
  });

  it('says first responses are office minutes and counts the leads nobody has contacted apart', () => {
    expect(html).toContain(
      'tính theo giờ làm việc: khách gửi lúc 23:00, được gọi lúc 8:05 sáng hôm sau (giờ làm việc từ 8:00) là 5 phút',
    );
    expect(html).toContain('>Chưa liên hệ</th>');
    expect(html).toMatch(/>Cả đội<\/th><td[^>]*>12<\/td><td[^>]*>17<\/td><td[^>]*>233<\/td><td[^>]*>5<\/td>/);
    expect(html).toMatch(/>Minh<\/tspan><tspan[^>]*>2 chưa liên hệ<\/tspan>/);
    expect(html).toContain('>Lan</tspan>');
  });

  it('puts visits beside leads: per day, and the conversion of pages, sources and devices', () => {
    expect(html).toMatch(/>20\/11\/2026<\/th><td[^>]*>40<\/td><td[^>]*>25<\/td><td[^>]*>2<\/td>/);
    expect(html).toMatch(/>\/bao-gia<\/th><td[^>]*>30<\/td><td[^>]*>20<\/td><td[^>]*>4<\/td><td[^>]*>20%<\/td>/);
    expect(html).toMatch(/>facebook<\/th><td[^>]*>10<\/td><td[^>]*>8<\/td><td[^>]*>2<\/td><td[^>]*>25%<\/td>/);
    expect(html).toMatch(/>Điện thoại<\/th><td[^>]*>36<\/td><td[^>]*>22<\/td><td[^>]*>11<\/td><td[^>]*>50%<\/td>/);
    expect(html).toContain('không cookie, không mã theo dõi, không lưu địa chỉ IP');
    expect(html).toContain('href="/admin/tong-quan.csv?ky=90&amp;bang=trang"');
  });

  it('compares each salesperson’s answers within 5 office minutes before and after they turned push on', () => {
    expect(html).toContain('>Trả lời trong 5 phút: trước và sau khi bật thông báo, 30 ngày mỗi bên</caption>');
    expect(html).toMatch(
      />Lan<\/th><td[^>]*>10\/11\/2026 10:00<\/td><td[^>]*>40% \(4\/10\)<\/td><td[^>]*>75% \(9\/12\)<\/td>/,
    );
    expect(html).toMatch(/>Minh<\/th><td[^>]*>[^<]+<\/td><td[^>]*>—<\/td><td[^>]*>100% \(3\/3\)<\/td>/);
    expect(html).toContain('href="/admin/tong-quan.csv?ky=90&amp;bang=thong-bao"');
  });
});

describe('HeadlineFigures', () => {
  const headline = renderToStaticMarkup(<HeadlineFigures data={data} />);
  const figures = [...headline.matchAll(/<dt[^>]*>([^<]+)<\/dt>((?:<dd[^>]*>[^<]*<\/dd>)+)/g)].map(([, label, dds]) => [
    label,
    [...dds!.matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)].map(([, text]) => text),
  ]);

  it('shows leads against the period before, the share won, the median first response and overdue steps', () => {
    expect(figures).toEqual([
      ['Khách hàng tiềm năng', ['37', '+12% so với kỳ trước', 'Kỳ trước: 33']],
      ['Tỷ lệ thành công', ['10,8%', '4 / 37 khách hàng', 'Kỳ trước: 9,1%']],
      ['Phản hồi đầu tiên (trung vị)', ['17 phút', 'tính theo giờ làm việc', '5 khách hàng chưa liên hệ']],
      ['Bước tiếp theo quá hạn', ['3', 'tính đến lúc xem trang']],
    ]);
  });

  it('marks overdue steps only when there are some, and shows a dash for a median of nothing', () => {
    expect(headline).toMatch(/text-destructive[^>]*>3</);
    const quiet = renderToStaticMarkup(
      <HeadlineFigures
        data={{ ...data, overdue: [], teamResponses: { responded: 0, median: null, p90: null, notContacted: 0 } }}
      />,
    );
    expect(quiet).not.toContain('text-destructive');
    expect(quiet).toContain('>—</dd><dd class="text-sm text-muted-foreground">tính theo giờ làm việc</dd></div>');
  });
});
