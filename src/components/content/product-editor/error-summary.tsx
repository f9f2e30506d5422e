import { FormAlert } from '@/components/admin/form-message';
import { fieldId as articleFieldId } from '../editor/field-errors';
import { fieldId } from './editor-field';

/** A kind's fields in its form's order, with their labels. */
export type LabelledFields = ReadonlyArray<[name: string, label: string]>;

/** The product's fields in the form's order, with their labels: the first refused one gets the focus. */
export const productFields: LabelledFields = [
  ['name', 'Tên sản phẩm'],
  ['slug', 'Đường dẫn'],
  ['order', 'Thứ tự trong danh sách'],
  ['tagline', 'Khẩu hiệu'],
  ['summary', 'Tóm tắt'],
  ['imageId', 'Ảnh sản phẩm'],
  ['imageAlt', 'Mô tả ảnh'],
  ['body', 'Giới thiệu sản phẩm'],
  ['features', 'Tính năng chính'],
  ['specs', 'Thông số kỹ thuật'],
  ['integrationTitle', 'Tiêu đề phần kết nối'],
  ['integrationIntro', 'Đoạn giới thiệu phần kết nối'],
  ['integrationPoints', 'Các bước kết nối'],
  ['quote', 'Giá trên trang báo giá'],
  ['warranty', 'Bảo hành'],
  ['installation', 'Lắp đặt'],
  ['seoTitle', 'Tiêu đề cho công cụ tìm kiếm'],
  ['seoDescription', 'Mô tả cho công cụ tìm kiếm'],
  ['publishAt', 'Thời điểm xuất bản'],
];

/** Where a field's control is (the schedule field is the shared editor's). */
export const controlIdOf = (name: string) => (name === 'publishAt' ? articleFieldId('publishAt') : fieldId(name));

/** The fields the server may refuse, in the form's order: the first refused one gets the focus. */
export const productFieldOrder: readonly string[] = productFields.map(([name]) => name);

/**
 * A refusal above the form: the server's message, then a link to each field at fault, so the whole
 * list is reachable from one place on a long form (announced at once as an alert).
 */
export function ErrorSummary({
  message,
  errors,
  fields = productFields,
}: {
  message: string;
  errors: Record<string, string>;
  fields?: LabelledFields;
}) {
  const listed = fields.filter(([name]) => errors[name]);
  return (
    <FormAlert>
      {message}
      {listed.length > 0 && (
        <span className="mt-2 grid gap-1 text-sm">
          {listed.map(([name, label]) => (
            <span key={name}>
              <a href={`#${controlIdOf(name)}`} className="font-bold underline underline-offset-4">
                {label}
              </a>
              : {errors[name]}
            </span>
          ))}
        </span>
      )}
    </FormAlert>
  );
}
