import { unansweredPath } from '@/lib/assistant/unanswered-report';
import { formatCount } from '@/lib/format';

/** Above the questions' list: their order, and where new questions come from (what the assistant could not answer). */
export function FaqListIntro({ unanswered }: { unanswered: number }) {
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Theo thứ tự trên trang chủ và trang báo giá; đổi thứ tự trong từng câu hỏi.
      </p>
      <p className="rounded-md border border-border bg-muted/40 p-4 text-sm">
        <a href={unansweredPath} className="font-medium text-primary underline underline-offset-4">
          Câu hỏi trợ lý chưa trả lời được
        </a>
        {unanswered ? `: ${formatCount(unanswered)} câu, mỗi câu thêm được thành câu hỏi mới.` : ': chưa có câu nào.'}
      </p>
    </>
  );
}
