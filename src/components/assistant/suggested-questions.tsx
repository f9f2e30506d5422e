import { assistantSlots } from '@/lib/assistant/panel-slots';
import { assistantHref } from '@/lib/assistant/assistant-href';

/** The questions offered before the first one is asked: links to their answer on /tro-ly (the panel asks them in place). */
export function SuggestedQuestions({ questions }: { questions: string[] }) {
  if (!questions.length) return null;
  return (
    <div data-slot={assistantSlots.suggestions} className="grid gap-2">
      <p className="text-sm font-bold">Câu hỏi thường gặp</p>
      <ul className="grid gap-2">
        {questions.map((question) => (
          <li key={question}>
            <a
              href={assistantHref(question)}
              className="block rounded-lg border border-border px-3 py-2 text-sm text-primary hover:bg-muted"
            >
              {question}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
