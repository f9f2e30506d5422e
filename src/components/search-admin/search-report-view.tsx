import { EmptyList } from '@/components/admin/empty-list';
import { formatCount } from '@/lib/format';
import { monthLabel } from '@/lib/search/search-months';
import { reportListLength, type QueryCount, type SearchReport } from '@/lib/search/search-report';
import { MonthPicker } from './month-picker';
import { QueryCountTable } from './query-count-table';

/** One list of the month: its heading, what it counts, and the table (or why it is empty). */
function QueryList({
  id,
  title,
  note,
  rows,
  empty,
}: {
  id: string;
  title: string;
  note: string;
  rows: QueryCount[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{note}</p>
      {rows.length ? (
        <div className="overflow-hidden rounded-xl border border-border">
          <QueryCountTable caption={title} rows={rows} />
        </div>
      ) : (
        <EmptyList>{empty}</EmptyList>
      )}
    </section>
  );
}

/**
 * The editors' page: what visitors searched in a month, most frequent first, and what found nothing
 * (the articles to write next). Counts only: nobody who searched is named, because nobody is stored.
 */
export function SearchReportView({ report, path }: { report: SearchReport; path: string }) {
  const month = monthLabel(report.month);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">Từ khóa tìm kiếm</h1>
        <p>
          Khách truy cập đã gõ gì vào ô tìm kiếm của trang, gộp theo tháng, để biết nên viết bài nào tiếp theo. Từ khóa
          được gộp không dấu và chữ thường: “Đặt phòng” và “dat phong” là một.
        </p>
        <p className="text-sm text-muted-foreground">
          Chỉ lưu số đếm, không lưu ai đã tìm, lúc nào hay từ thiết bị nào: để chọn bài viết chỉ cần biết khách quan tâm
          điều gì, còn người tìm thì không phải để lại dấu vết.
        </p>
      </div>
      <MonthPicker path={path} month={report.month} months={report.months} />
      {report.searches ? (
        <>
          <p className="font-bold">
            {`${month}: ${formatCount(report.searches)} lượt tìm, ${formatCount(report.withoutResults)} lượt không có kết quả.`}
          </p>
          <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
            <QueryList
              id="tim-nhieu-nhat"
              title="Tìm nhiều nhất"
              note={`Tối đa ${reportListLength} từ khóa được tìm nhiều nhất trong tháng.`}
              rows={report.frequent}
              empty="Chưa có từ khóa nào."
            />
            <QueryList
              id="khong-co-ket-qua"
              title="Không có kết quả"
              note={`Tối đa ${reportListLength} từ khóa khách đã tìm mà trang chưa có nội dung nào khớp: gợi ý cho bài viết tiếp theo.`}
              rows={report.unanswered}
              empty="Mọi lượt tìm trong tháng đều có kết quả."
            />
          </div>
        </>
      ) : (
        <EmptyList>
          {`Chưa có lượt tìm nào trong ${month.toLowerCase()}.`} Mỗi lần khách truy cập tìm trên trang /tim-kiem, từ
          khóa được đếm ở đây (chỉ trang kết quả đầu tiên, nên lật sang trang sau không bị đếm thêm).
        </EmptyList>
      )}
    </div>
  );
}
