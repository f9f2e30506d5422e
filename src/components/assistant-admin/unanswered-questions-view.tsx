import { EmptyList } from '@/components/admin/empty-list';
import { FormAlert, FormNotice } from '@/components/admin/form-message';
import { Pagination } from '@/components/ui/pagination';
import type { FaqChoice } from '@/lib/assistant/attach-input';
import { synonymsPath } from '@/lib/assistant/synonym-input';
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
 * The editors' page: what visitors asked the assistant that the site still cannot answer, grouped by
 * wording (without diacritics, lower case) and counted, each one a select and a tap from the FAQ that
 * answers it, or a click from a new FAQ draft.
 */
export function UnansweredQuestionsView({
  report,
  retentionDays,
  faqs,
  action,
  attachError,
  notice,
}: {
  report: UnansweredReport;
  retentionDays: number;
  faqs: readonly FaqChoice[];
  /** Where 'Gắn' posts: this order and page. */
  action: string;
  attachError?: { folded: string; message: string } | undefined;
  notice?: string | undefined;
}) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">Câu hỏi trợ lý chưa trả lời được</h1>
        <p>
          Những câu khách truy cập đã hỏi trợ lý của trang mà nội dung đã xuất bản chưa trả lời được. Các cách viết của
          cùng một câu được gộp lại: “Có kết nối Agoda không?” và “co ket noi agoda khong” là một. Gắn câu hỏi vào câu
          trả lời có sẵn nếu câu hỏi thường gặp đã trả lời nó, hoặc thêm câu trả lời mới vào câu hỏi thường gặp. Câu nào
          trợ lý đã trả lời được thì tự rời khỏi danh sách.
        </p>
        <p>
          {'Khách dùng từ mà trang không viết, như “cúp mạng” thay cho “mất mạng”? Thêm vào '}
          <a href={synonymsPath} className="font-medium text-primary underline underline-offset-4">
            từ đồng nghĩa của trợ lý
          </a>
          .
        </p>
        <p className="text-sm text-muted-foreground">
          {`Chỉ lưu nội dung câu hỏi (số điện thoại và email đã được xóa) và ngày hỏi, không lưu ai đã hỏi. Câu hỏi được xóa sau ${formatCount(retentionDays)} ngày.`}
        </p>
      </div>
      {notice && <FormNotice>{notice}</FormNotice>}
      {attachError && <FormAlert>{`Chưa gắn được câu hỏi: ${attachError.message}`}</FormAlert>}
      {report.total ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-bold">{`${formatCount(report.total)} câu hỏi`}</p>
            <OrderLinks order={report.order} />
          </div>
          <ol aria-label="Câu hỏi chưa trả lời được" className="divide-y divide-border rounded-xl border border-border">
            {report.questions.map((question, index) => (
              <UnansweredQuestionItem
                key={question.folded}
                question={question}
                index={index}
                faqs={faqs}
                action={action}
                attachError={attachError?.folded === question.folded ? attachError.message : undefined}
              />
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
