import { Button } from '@/components/ui/button';
import { newFaqPath, type UnansweredQuestion } from '@/lib/assistant/unanswered-report';
import { formatCount } from '@/lib/format';
import { dayLabel } from '@/lib/sales/dashboard-tables';

/**
 * One question: its latest wording, how often and when it was last asked, and 'Thêm vào câu hỏi
 * thường gặp', a plain form post that opens a new FAQ draft with the question filled in.
 */
export function UnansweredQuestionItem({ question, index }: { question: UnansweredQuestion; index: number }) {
  const id = `cau-hoi-${index}`;
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p id={id} className="font-bold wrap-anywhere">
          {question.question}
        </p>
        <p className="text-sm text-muted-foreground">
          {`Hỏi ${formatCount(question.asked)} lần, lần gần nhất ngày ${dayLabel(question.lastAsked)}`}
        </p>
      </div>
      <form method="post" action={newFaqPath}>
        <input type="hidden" name="question" value={question.question} />
        <Button type="submit" variant="outline" aria-describedby={id} className="w-full sm:w-auto">
          Thêm vào câu hỏi thường gặp
        </Button>
      </form>
    </li>
  );
}
