import { Button } from '@/components/ui/button';
import type { FaqChoice } from '@/lib/assistant/attach-input';
import { newFaqPath, type UnansweredQuestion } from '@/lib/assistant/unanswered-report';
import { formatCount } from '@/lib/format';
import { dayLabel } from '@/lib/sales/dashboard-tables';
import { AttachToFaqForm } from './attach-to-faq-form';

/**
 * One question: its latest wording, how often and when it was last asked, and what an editor does
 * with it: 'Gắn vào câu trả lời có sẵn' when a published FAQ answers it, else 'Thêm vào câu hỏi
 * thường gặp', a plain form post that opens a new FAQ draft with the question filled in.
 */
export function UnansweredQuestionItem({
  question,
  index,
  faqs,
  action,
  attachError,
}: {
  question: UnansweredQuestion;
  index: number;
  faqs: readonly FaqChoice[];
  action: string;
  attachError?: string | undefined;
}) {
  const id = `cau-hoi-${index}`;
  return (
    <li className="grid gap-4 p-4">
      <div className="grid min-w-0 gap-1">
        <p id={id} className="font-bold wrap-anywhere">
          {question.question}
        </p>
        <p className="text-sm text-muted-foreground">
          {`Hỏi ${formatCount(question.asked)} lần, lần gần nhất ngày ${dayLabel(question.lastAsked)}`}
        </p>
      </div>
      <div className="grid min-w-0 gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        {faqs.length > 0 && (
          <AttachToFaqForm question={question} questionId={id} faqs={faqs} action={action} error={attachError} />
        )}
        <form method="post" action={newFaqPath}>
          <input type="hidden" name="question" value={question.question} />
          <Button type="submit" variant="outline" aria-describedby={id} className="w-full sm:w-auto">
            Thêm vào câu hỏi thường gặp
          </Button>
        </form>
      </div>
    </li>
  );
}
