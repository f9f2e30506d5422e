import { controlClass } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { assistantPath } from '@/lib/assistant/assistant-href';
import { maxQuestionLength } from '@/lib/assistant/assistant-protocol';
import { assistantSlots } from '@/lib/assistant/panel-slots';

/**
 * The question box: a plain GET to /tro-ly, which answers without JavaScript; in the panel its
 * script sends the question instead and shows the answer in place.
 */
export function QuestionForm({ id, question = '' }: { id: string; question?: string }) {
  return (
    <form method="get" action={assistantPath} data-slot={assistantSlots.questionForm} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-sm font-bold">
          Câu hỏi của anh/chị
        </label>
        <input
          id={id}
          name="q"
          type="text"
          defaultValue={question}
          maxLength={maxQuestionLength}
          autoComplete="off"
          enterKeyHint="send"
          placeholder="Ví dụ: giá gói Cơ bản?"
          className={controlClass}
        />
      </div>
      <Button type="submit" size="lg">
        Hỏi
      </Button>
    </form>
  );
}
