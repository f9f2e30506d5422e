import { synonymsPath } from '@/lib/assistant/synonym-input';
import { unansweredPath } from '@/lib/assistant/unanswered-report';
import { formatCount } from '@/lib/format';

const linkClass = 'font-medium text-primary underline underline-offset-4';

/**
 * Above the questions' list: their order, and the assistant's pages that feed it (what it could not
 * answer, and the owners' words it reads as the site's).
 */
export function FaqListIntro({ unanswered }: { unanswered: number }) {
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Theo thứ tự trên trang chủ và trang báo giá; đổi thứ tự trong từng câu hỏi.
      </p>
      <div className="grid gap-2 rounded-md border border-border bg-muted/40 p-4 text-sm">
        <p>
          <a href={unansweredPath} className={linkClass}>
            Câu hỏi trợ lý chưa trả lời được
          </a>
          {unanswered
            ? `: ${formatCount(unanswered)} câu, mỗi câu thêm được thành câu hỏi mới hoặc gắn vào câu trả lời có sẵn.`
            : ': chưa có câu nào.'}
        </p>
        <p>
          <a href={synonymsPath} className={linkClass}>
            Từ đồng nghĩa của trợ lý
          </a>
          : những từ khách hay dùng mà trang viết khác đi.
        </p>
      </div>
    </>
  );
}
