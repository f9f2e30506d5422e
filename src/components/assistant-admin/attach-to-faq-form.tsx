import { controlClass, fieldClass } from '@/components/admin/admin-form';
import { Button } from '@/components/ui/button';
import type { FaqChoice } from '@/lib/assistant/attach-input';
import type { UnansweredQuestion } from '@/lib/assistant/unanswered-report';

/**
 * 'Gắn vào câu trả lời có sẵn': the published FAQs in a select, starting on the one retrieval found
 * closest ('Gần nhất: …'), and 'Gắn'; a plain form post. Three taps at most: the select, an FAQ, 'Gắn'.
 */
export function AttachToFaqForm({
  question,
  questionId,
  faqs,
  action,
  error,
}: {
  question: UnansweredQuestion;
  /** The id of the question's text, which 'Gắn' is described by. */
  questionId: string;
  faqs: readonly FaqChoice[];
  /** Where it posts: the list's address, so the answer comes back to the same order and page. */
  action: string;
  error?: string | undefined;
}) {
  const id = `${questionId}-gan`;
  const describedBy = [question.closest && `${id}-gan-nhat`, error && `${id}-loi`].filter(Boolean).join(' ');
  return (
    <form method="post" action={action} className="grid min-w-0 gap-1">
      <input type="hidden" name="action" value="attach" />
      <input type="hidden" name="question" value={question.question} />
      <label htmlFor={id} className={fieldClass}>
        Gắn vào câu trả lời có sẵn
      </label>
      {question.closest && (
        <p id={`${id}-gan-nhat`} className="text-sm wrap-anywhere text-muted-foreground">
          {`Gần nhất: ${question.closest.question}`}
        </p>
      )}
      <div className="flex min-w-0 gap-2">
        <select
          id={id}
          name="faq"
          required
          defaultValue={question.closest?.id ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${controlClass} w-full min-w-0 flex-1`}
        >
          <option value="">Chọn câu trả lời…</option>
          {faqs.map((faq) => (
            <option key={faq.id} value={faq.id}>
              {faq.question}
            </option>
          ))}
        </select>
        <Button type="submit" aria-describedby={questionId}>
          Gắn
        </Button>
      </div>
      {error && (
        <p id={`${id}-loi`} className="text-sm font-bold text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
