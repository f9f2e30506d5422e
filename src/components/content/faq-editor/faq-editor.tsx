import type { EditorStart } from '@/lib/content/editor-api';
import { maxFaqAnswerLength, type FaqFields } from '@/lib/content/faq-fields';
import { ContentEditorFrame } from '../editor/content-editor-frame';
import { useContentEditor } from '../editor/use-content-editor';
import { kindWords } from '../kind-words';
import { EditorSection, IntegerField, TextField } from '../product-editor/editor-field';
import { controlIdOf, ErrorSummary, type LabelledFields } from '../product-editor/error-summary';

/** The question's fields in the form's order, with their labels: the first refused one gets the focus. */
const faqFields: LabelledFields = [
  ['question', 'Câu hỏi'],
  ['body', 'Câu trả lời'],
  ['order', 'Thứ tự trong danh sách'],
  ['publishAt', 'Thời điểm xuất bản'],
];
const faqFieldOrder = faqFields.map(([name]) => name);

/** What the question editor page hands the island. */
export type FaqEditorProps = EditorStart<FaqFields>;

/** One paragraph: a line break typed or pasted becomes a space (publishing refuses line breaks). */
const oneParagraph = (text: string) => text.replace(/[ \t]*[\r\n]+[ \t]*/g, ' ');

/** A question of the FAQ: the question, its answer and its place, in the shared editor. */
export function FaqEditor(start: FaqEditorProps) {
  const editor = useContentEditor({
    ...start,
    words: kindWords.faq,
    titleKey: 'question',
    fieldOrder: faqFieldOrder,
    controlOf: (name) => document.getElementById(controlIdOf(name)),
  });
  const { fields, errors, change } = editor;
  return (
    <ContentEditorFrame
      editor={editor}
      heading={<h1 className="text-2xl font-bold break-words">{fields.question.trim() || 'Câu hỏi mới'}</h1>}
      alert={(outcome) => <ErrorSummary message={outcome.text} errors={outcome.fieldErrors} fields={faqFields} />}
    >
      <form className="grid min-w-0 gap-6" noValidate onSubmit={(event) => event.preventDefault()}>
        <EditorSection id="hoi-dap" title="Câu hỏi và câu trả lời">
          <p className="text-sm text-muted-foreground">
            Hiện trên trang chủ và trang báo giá, tại địa chỉ /#{fields.slug}.
          </p>
          <TextField
            name="question"
            label="Câu hỏi"
            hint="Như chủ khách sạn sẽ hỏi."
            value={fields.question}
            max={200}
            rows={2}
            error={errors.question}
            onChange={(question) => change({ question: oneParagraph(question) })}
          />
          <TextField
            name="body"
            label="Câu trả lời"
            hint="Một đoạn văn, hiện đúng như gõ; cũng là câu trả lời công cụ tìm kiếm và trợ lý đọc."
            value={fields.body}
            max={maxFaqAnswerLength}
            rows={8}
            error={errors.body}
            onChange={(body) => change({ body: oneParagraph(body) })}
          />
          <IntegerField
            name="order"
            label="Thứ tự trong danh sách"
            hint="Số nhỏ đứng trước; các câu hỏi có sẵn cách nhau 10."
            value={fields.order}
            error={errors.order}
            onChange={(order) => change({ order: Math.min(order, 9_999) })}
          />
        </EditorSection>
      </form>
    </ContentEditorFrame>
  );
}
