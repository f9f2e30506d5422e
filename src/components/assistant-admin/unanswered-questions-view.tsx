import { EmptyList } from '@/components/admin/empty-list';
import { Pagination } from '@/components/ui/pagination';
import { unansweredHref, type UnansweredOrder, type UnansweredReport } from '@/lib/assistant/unanswered-report';
import { formatCount } from '@/lib/format';
import { UnansweredQuestionItem } from './unanswered-question-item';

const orderLabels: Record<UnansweredOrder, string> = { most_asked: 'Hỏi nhiều nhất', newest: 'Mới nhất' };

/** The two orders as links; choosing one goes back to page 1. */
function OrderLinks({ order }: { order: UnansweredOrder }) {
  return (
    <nav aria-label="Sắp xếp câu hỏi" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-bold">Sắp xếp:</span>
      {(Object.entries(orderLabels) as Array<[UnansweredOrder, string]>).map(([value, label]) => (
        <a
          key={value}
          href={unansweredHref(value)}
          aria-current={value === order ? 'true' : undefined}
          className="inline-flex min-h-11 items-center rounded-full border border-border px-4 hover:bg-muted aria-[current=true]:border-primary aria-[current=true]:bg-secondary aria-[current=true]:font-bold aria-[current=true]:text-primary"
        >
          {label}
        </a>
      ))}
    </nav>
  );
}

/**
 * The editors' page: what visitors asked the assistant that the site could not answer, grouped by
 * wording (without diacritics, lower case) and counted, each one a click from a new FAQ draft.
 */
export function UnansweredQuestionsView({
  report,
  retentionDays,
}: {
  report: UnansweredReport;
  retentionDays: number;
}) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">Câu hỏi trợ lý chưa trả lời được</h1>
        <p>
          Những câu khách truy cập đã hỏi trợ lý của trang mà nội dung đã xuất bản chưa trả lời được. Các cách viết của
          cùng một câu được gộp lại: “Có kết nối Agoda không?” và “co ket noi agoda khong” là một. Thêm câu trả lời vào
          câu hỏi thường gặp để lần sau trợ lý trả lời được.
        </p>
        <p className="text-sm text-muted-foreground">
          {`Chỉ lưu nội dung câu hỏi (số điện thoại và email đã được xóa) và ngày hỏi, không lưu ai đã hỏi. Câu hỏi được xóa sau ${formatCount(retentionDays)} ngày.`}
        </p>
      </div>
      {report.total ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-bold">{`${formatCount(report.total)} câu hỏi`}</p>
            <OrderLinks order={report.order} />
          </div>
          <ol aria-label="Câu hỏi chưa trả lời được" className="divide-y divide-border rounded-xl border border-border">
            {report.questions.map((question, index) => (
              <UnansweredQuestionItem key={question.folded} question={question} index={index} />
            ))}
          </ol>
          <Pagination
            hrefOf={(page) => unansweredHref(report.order, page)}
            page={report.page}
            pageCount={report.pageCount}
          />
        </>
      ) : (
        <EmptyList>
          Chưa có câu hỏi nào. Khi trợ lý không chắc câu trả lời từ nội dung của trang, câu hỏi của khách sẽ hiện ở đây.
        </EmptyList>
      )}
    </div>
  );
}
