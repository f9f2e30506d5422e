import type { EditorStart } from '@/lib/content/editor-api';
import type { StoredImage } from '@/lib/content/image-urls';
import type { StoryFields, StoryProductOption } from '@/lib/content/story-fields';
import { ContentEditorFrame } from '../editor/content-editor-frame';
import { uploadImage as uploadToStore } from '../editor/content-requests';
import { useContentEditor } from '../editor/use-content-editor';
import { kindWords } from '../kind-words';
import { controlIdOf, ErrorSummary, type LabelledFields } from '../product-editor/error-summary';
import { StoryFieldsForm } from './story-fields-form';

/** The story's fields in the form's order, with their labels: the first refused one gets the focus. */
const storyFields: LabelledFields = [
  ['title', 'Tiêu đề'],
  ['slug', 'Đường dẫn'],
  ['summary', 'Tóm tắt'],
  ['order', 'Thứ tự trên trang chủ'],
  ['hotel', 'Tên khách sạn'],
  ['city', 'Tỉnh, thành phố'],
  ['rooms', 'Số phòng'],
  ['plan', 'Gói phần mềm'],
  ['products', 'Thiết bị khách sạn dùng'],
  ['quote', 'Lời trích'],
  ['owner', 'Người được trích lời'],
  ['figures', 'Các kết quả'],
  ['body', 'Câu chuyện'],
  ['publishAt', 'Thời điểm xuất bản'],
];
const storyFieldOrder = storyFields.map(([name]) => name);

/** What the story editor page hands the island. */
export interface StoryEditorProps extends EditorStart<StoryFields> {
  /** The published products, in catalogue order. */
  productOptions: StoryProductOption[];
  /** The upload (the tests replace it). */
  uploadImage?: (file: File) => Promise<StoredImage>;
}

/** The whole customer story form: the shared editor around the story's fields. */
export function StoryEditor({ productOptions, uploadImage = uploadToStore, ...start }: StoryEditorProps) {
  const editor = useContentEditor({
    ...start,
    words: kindWords.story,
    titleKey: 'title',
    fieldOrder: storyFieldOrder,
    controlOf: (name) => document.getElementById(controlIdOf(name)),
  });
  const { fields } = editor;
  return (
    <ContentEditorFrame
      editor={editor}
      heading={<h1 className="text-2xl font-bold break-words">{fields.title.trim() || 'Câu chuyện mới'}</h1>}
      alert={(outcome) => <ErrorSummary message={outcome.text} errors={outcome.fieldErrors} fields={storyFields} />}
    >
      <StoryFieldsForm
        fields={fields}
        errors={editor.errors}
        productOptions={productOptions}
        onTitle={editor.onTitle}
        onSlug={editor.onSlug}
        onSlugLeft={editor.onSlugLeft}
        onChange={editor.change}
        uploadImage={uploadImage}
      />
    </ContentEditorFrame>
  );
}
