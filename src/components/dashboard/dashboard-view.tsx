import { formatCount } from '@/lib/format';
import { leadForms, leadSources } from '@/lib/leads/lead-form-views';
import { leadStatuses } from '@/lib/leads/lead-labels';
import type { Dashboard } from '@/lib/sales/dashboard';
import { periodSearch } from '@/lib/sales/dashboard-period';
import {
  dashboardTable,
  dashboardTables,
  dayLabel,
  formatRate,
  noUtm,
  type DashboardTableId,
} from '@/lib/sales/dashboard-tables';
import { fastAnswerMinutes, fastPercent, pushCompareDays } from '@/lib/sales/push-effect';
import { BarChart } from './bar-chart';
import { DayBarsChart } from './day-bars-chart';
import { ChartLegend } from './chart-parts';
import { ChartSection } from './chart-section';
import { DailyChart } from './daily-chart';

// The chart shows the campaigns that brought the most leads; the table and CSV have them all.
const chartedCampaigns = 8;

const demoSeries = ['Đặt lịch', 'Đã demo', 'Khách không đến'];

const pushSeries = ['Trước khi bật thông báo', 'Sau khi bật thông báo'];

const conversionSections = ['trang', 'nguon-truy-cap', 'chien-dich-truy-cap', 'thiet-bi'] as const;
const conversionRowsOf = {
  trang: 'pages',
  'nguon-truy-cap': 'sources',
  'chien-dich-truy-cap': 'campaigns',
  'thiet-bi': 'devices',
} as const;
const conversionNames = {
  trang: 'theo trang',
  'nguon-truy-cap': 'theo nguồn',
  'chien-dich-truy-cap': 'theo chiến dịch',
  'thiet-bi': 'theo thiết bị',
} as const;
const conversionNotes = {
  trang:
    '20 trang có nhiều lượt xem nhất trong khoảng đã chọn, với số khách hàng tiềm năng gửi yêu cầu từ chính trang đó. Tỷ lệ chuyển đổi: khách hàng tiềm năng ÷ khách truy cập của trang.',
  'nguon-truy-cap':
    'Theo utm_source của lượt truy cập và của khách hàng tiềm năng (không phân biệt chữ hoa, chữ thường). Tỷ lệ chuyển đổi: khách hàng tiềm năng ÷ khách truy cập.',
  'chien-dich-truy-cap':
    'Theo utm_campaign của lượt truy cập và của khách hàng tiềm năng. Giá trị lạ hoặc quá nhiều trong một ngày được gộp vào ‘khác’.',
  'thiet-bi':
    'Theo loại thiết bị (điện thoại, máy tính bảng, máy tính) đọc từ trình duyệt của lượt truy cập và của khách hàng tiềm năng khi gửi yêu cầu.',
} as const;

/** The manager's dashboard for one period: thirteen charts, each with its table and CSV. */
export function DashboardView({ data, path }: { data: Dashboard; path: string }) {
  const span = `từ ${dayLabel(data.period.from)} đến ${dayLabel(data.period.to)}`;
  const section = (id: DashboardTableId) => ({
    id,
    title: dashboardTables[id],
    table: dashboardTable(id, data),
    csvHref: `${path}.csv${periodSearch(data.period)}&bang=${id}`,
  });
  return (
    <div className="grid gap-6">
      <ChartSection
        {...section('ngay')}
        note="Khách hàng tiềm năng gửi yêu cầu mỗi ngày (theo giờ Việt Nam), chia theo biểu mẫu họ đã dùng."
      >
        <DailyChart days={data.daily} label={`Biểu đồ cột: số khách hàng mỗi ngày theo nguồn, ${span}`} />
        <ChartLegend series={leadForms.map((form) => leadSources[form])} />
      </ChartSection>
      <ChartSection
        {...section('nguon')}
        note={`Khách hàng theo utm_source và utm_campaign của lượt truy cập, và bao nhiêu người trong số đó đã thành công. Tỷ lệ chuyển đổi là số thành công trên số khách hàng. Biểu đồ hiện ${chartedCampaigns} chiến dịch nhiều khách nhất; bảng có đủ.`}
      >
        <BarChart
          label={`Biểu đồ thanh: khách hàng và khách hàng thành công theo nguồn và chiến dịch, ${span}`}
          series={['Khách hàng', 'Thành công']}
          rows={data.campaigns.slice(0, chartedCampaigns).map((row) => ({
            // The rate leads the second line, so a long campaign name is what gets cut, not it.
            label: [
              row.utmSource ?? noUtm,
              `${formatRate(row.leads ? row.won / row.leads : null)} · ${row.utmCampaign ?? noUtm}`,
            ],
            values: [row.leads, row.won],
          }))}
        />
        <ChartLegend series={['Khách hàng', 'Thành công']} />
      </ChartSection>
      <ChartSection
        {...section('pheu')}
        note="Số khách hàng đã đến từng bước: trạng thái hiện tại là bước đó hoặc xa hơn. Khách hàng không phù hợp được tính cho những bước họ đã qua trước khi dừng lại."
      >
        <BarChart
          label={`Biểu đồ phễu: khách hàng qua từng bước Mới, Đã liên hệ, Đã demo, Thành công, ${span}`}
          series={['Số khách hàng']}
          rows={data.funnel.map((step) => ({
            label:
              step.dropRate === null
                ? leadStatuses[step.status]
                : `${leadStatuses[step.status]} · rơi rụng ${formatRate(step.dropRate)}`,
            values: [step.reached],
          }))}
        />
      </ChartSection>
      <ChartSection
        {...section('phan-hoi')}
        note="Từ khi khách hàng gửi yêu cầu đến lần liên hệ đầu tiên của chính người phụ trách (đồng nghiệp gọi thay không tính), tính theo giờ làm việc: khách gửi lúc 23:00, được gọi lúc 8:05 sáng hôm sau (giờ làm việc từ 8:00) là 5 phút. Khách hàng chưa ai liên hệ không nằm trong trung vị và bách phân vị 90: cột ‘Chưa liên hệ’ đếm riêng họ, dòng ‘Cả đội’ gồm cả khách chưa có người phụ trách."
      >
        <BarChart
          label={`Biểu đồ thanh: trung vị và bách phân vị 90 của thời gian phản hồi đầu tiên theo nhân viên, tính bằng phút làm việc, ${span}`}
          series={['Trung vị', 'Bách phân vị 90']}
          format={(minutes) => `${minutes} phút`}
          rows={data.responses.map((row) => ({
            label: row.notContacted ? [row.person, `${formatCount(row.notContacted)} chưa liên hệ`] : row.person,
            values: [row.median, row.p90],
          }))}
        />
        <ChartLegend series={['Trung vị (phút làm việc)', 'Bách phân vị 90 (phút làm việc)']} />
      </ChartSection>
      <ChartSection
        {...section('qua-han')}
        note="Khách hàng còn mở có bước tiếp theo đã quá hạn, tính đến lúc xem trang, bất kể khoảng thời gian đã chọn."
      >
        <BarChart
          label="Biểu đồ thanh: số bước tiếp theo quá hạn của mỗi nhân viên, tính đến lúc xem trang"
          series={['Việc quá hạn']}
          rows={data.overdue.map((row) => ({ label: row.person, values: [row.overdue] }))}
        />
      </ChartSection>
      {(['demo', 'demo-nguon'] as const).map((id) => (
        <ChartSection
          key={id}
          {...section(id)}
          note={
            id === 'demo'
              ? 'Buổi demo được đặt trong khoảng đã chọn (kể cả buổi hẹn vào ngày sau đó), theo người phụ trách: đã đặt (kể cả buổi khách hủy sau đó), đã demo và khách không đến, như người phụ trách đã ghi.'
              : 'Buổi demo được đặt trong khoảng đã chọn (kể cả buổi hẹn vào ngày sau đó), theo utm_source của lượt truy cập khách đặt lịch.'
          }
        >
          <BarChart
            label={`Biểu đồ thanh: buổi demo đã đặt, đã demo và khách không đến ${id === 'demo' ? 'theo nhân viên' : 'theo nguồn'}, ${span}`}
            series={demoSeries}
            rows={data.demos[id === 'demo' ? 'byPerson' : 'bySource'].map((row) => ({
              label: row.label,
              values: [row.booked, row.held, row.noShow],
            }))}
          />
          <ChartLegend series={demoSeries} />
        </ChartSection>
      ))}
      <ChartSection
        {...section('truy-cap')}
        note="Lượt xem trang công khai được máy chủ của chúng tôi đếm (không cookie, không mã theo dõi, không lưu địa chỉ IP; trình thu thập dữ liệu và nhân viên đã đăng nhập không được đếm). Khách truy cập: mỗi người một lần mỗi ngày."
      >
        <DayBarsChart
          label={`Biểu đồ cột: số khách truy cập mỗi ngày, ${span}`}
          days={data.visits.daily.map((day) => ({ day: day.day, value: day.visitors }))}
        />
      </ChartSection>
      {conversionSections.map((id) => (
        <ChartSection key={id} {...section(id)} note={conversionNotes[id]}>
          <BarChart
            label={`Biểu đồ thanh: tỷ lệ chuyển đổi (khách hàng tiềm năng ÷ khách truy cập) ${conversionNames[id]}, ${span}`}
            series={['Tỷ lệ chuyển đổi']}
            format={(percent) => `${percent}%`}
            rows={data.visits[conversionRowsOf[id]].slice(0, 8).map((row) => ({
              label: row.label,
              values: [row.rate === null ? null : Math.round(row.rate * 1000) / 10],
            }))}
          />
        </ChartSection>
      ))}
      <ChartSection
        {...section('thong-bao')}
        note={`Với mỗi nhân viên đã bật thông báo trên điện thoại: tỷ lệ khách hàng mới của họ được chính họ liên hệ lần đầu trong ${fastAnswerMinutes} phút làm việc, trong ${pushCompareDays} ngày trước ngày bật và ${pushCompareDays} ngày kể từ ngày bật (đến hôm nay), bất kể khoảng thời gian đã chọn.`}
      >
        <BarChart
          label={`Biểu đồ thanh: tỷ lệ khách hàng được trả lời trong ${fastAnswerMinutes} phút làm việc, trước và sau khi bật thông báo, theo nhân viên`}
          series={pushSeries}
          format={(percent) => `${percent}%`}
          rows={data.pushEffect.map((row) => ({
            label: row.person,
            values: [fastPercent(row.before), fastPercent(row.after)],
          }))}
        />
        <ChartLegend series={pushSeries} />
      </ChartSection>
    </div>
  );
}
