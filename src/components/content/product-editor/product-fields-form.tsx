import type { StoredImage } from '@/lib/content/image-urls';
import { productListBounds, type ProductFields } from '@/lib/content/product-fields';
import { EditorSection, fieldId, IntegerField, TextField } from './editor-field';
import { ImageUpload } from './image-upload';
import { ProductBodyField } from './product-body-field';
import { SentenceList, SpecList } from './product-lists';
import { QuoteFields } from './quote-fields';

const { features, specs, integrationPoints } = productListBounds;

/** Props of the product's fields; every change goes through `onChange` (the name has its own rule for the slug). */
export interface ProductFieldsFormProps {
  fields: ProductFields;
  errors: Record<string, string>;
  image: StoredImage | null;
  onName: (name: string) => void;
  onSlug: (slug: string) => void;
  onSlugLeft: () => void;
  onImage: (image: StoredImage) => void;
  onChange: (patch: Partial<ProductFields>) => void;
  uploadImage: (file: File) => Promise<StoredImage>;
}

/** Every field of a product, in the order its page shows them, then the quote's prices and search. */
export function ProductFieldsForm({
  fields,
  errors,
  image,
  onName,
  onSlug,
  onSlugLeft,
  onImage,
  onChange,
  uploadImage,
}: ProductFieldsFormProps) {
  return (
    <form className="grid min-w-0 gap-6" noValidate onSubmit={(event) => event.preventDefault()}>
      <EditorSection id="thong-tin" title="Thông tin chính">
        <TextField
          name="name"
          label="Tên sản phẩm"
          value={fields.name}
          max={80}
          error={errors.name}
          onChange={onName}
        />
        <TextField
          name="slug"
          label="Đường dẫn"
          hint={`Địa chỉ trang: /san-pham/${fields.slug || '…'} (chữ thường không dấu, số và dấu gạch ngang).`}
          value={fields.slug}
          max={80}
          error={errors.slug}
          onChange={onSlug}
          onBlur={onSlugLeft}
        />
        <IntegerField
          name="order"
          label="Thứ tự trong danh sách"
          hint="Số nhỏ đứng trước."
          value={fields.order}
          error={errors.order}
          onChange={(order) => onChange({ order: Math.min(order, 9_999) })}
        />
        <TextField
          name="tagline"
          label="Khẩu hiệu"
          hint="Một câu dưới tên sản phẩm."
          value={fields.tagline}
          max={200}
          rows={2}
          error={errors.tagline}
          onChange={(tagline) => onChange({ tagline })}
        />
        <TextField
          name="summary"
          label="Tóm tắt"
          hint="Hiện trên thẻ sản phẩm và kết quả tìm kiếm, từ 40 đến 160 ký tự."
          value={fields.summary}
          max={160}
          rows={3}
          error={errors.summary}
          onChange={(summary) => onChange({ summary })}
        />
      </EditorSection>

      <EditorSection id="anh" title="Ảnh sản phẩm">
        <ImageUpload image={image} error={errors.imageId} onUploaded={onImage} uploadImage={uploadImage} />
        <TextField
          name="imageAlt"
          label="Mô tả ảnh"
          hint="Ảnh cho thấy gì, cho người không xem được ảnh."
          value={fields.imageAlt}
          max={200}
          rows={2}
          error={errors.imageAlt}
          onChange={(imageAlt) => onChange({ imageAlt })}
        />
      </EditorSection>

      <EditorSection id="gioi-thieu" title="Giới thiệu sản phẩm">
        <ProductBodyField
          value={fields.body}
          error={errors.body}
          onChange={(body) => onChange({ body })}
          uploadImage={uploadImage}
        />
      </EditorSection>

      <EditorSection id="tinh-nang" title="Tính năng chính">
        <SentenceList
          id={fieldId('features')}
          legend="Các tính năng"
          hint={`Mỗi tính năng một câu ngắn, trọn ý; từ ${features.min} đến ${features.max} tính năng.`}
          noun="tính năng"
          addLabel="Thêm tính năng"
          items={fields.features}
          max={features.max}
          maxLength={200}
          error={errors.features}
          onChange={(next) => onChange({ features: next })}
        />
      </EditorSection>

      <EditorSection id="thong-so" title="Thông số kỹ thuật">
        <SpecList
          items={fields.specs}
          min={specs.min}
          max={specs.max}
          error={errors.specs}
          onChange={(next) => onChange({ specs: next })}
        />
      </EditorSection>

      <EditorSection id="ket-noi" title="Kết nối với PMS">
        <TextField
          name="integrationTitle"
          label="Tiêu đề phần kết nối"
          value={fields.integrationTitle}
          max={90}
          error={errors.integrationTitle}
          onChange={(integrationTitle) => onChange({ integrationTitle })}
        />
        <TextField
          name="integrationIntro"
          label="Đoạn giới thiệu"
          value={fields.integrationIntro}
          max={400}
          rows={3}
          error={errors.integrationIntro}
          onChange={(integrationIntro) => onChange({ integrationIntro })}
        />
        <SentenceList
          id={fieldId('integrationPoints')}
          legend="Các bước kết nối"
          hint={`Theo thứ tự, từ ${integrationPoints.min} đến ${integrationPoints.max} bước.`}
          noun="bước"
          addLabel="Thêm bước"
          items={fields.integrationPoints}
          max={integrationPoints.max}
          maxLength={300}
          error={errors.integrationPoints}
          onChange={(next) => onChange({ integrationPoints: next })}
        />
      </EditorSection>

      <EditorSection id="bao-gia" title="Giá trên trang báo giá">
        <QuoteFields quote={fields.quote} error={errors.quote} onChange={(quote) => onChange({ quote })} />
      </EditorSection>

      <EditorSection id="bao-hanh" title="Bảo hành và lắp đặt">
        <TextField
          name="warranty"
          label="Bảo hành"
          hint="Thời hạn, điều kiện và cách đổi thiết bị lỗi, như trang sản phẩm sẽ ghi."
          value={fields.warranty}
          max={240}
          rows={3}
          error={errors.warranty}
          onChange={(warranty) => onChange({ warranty })}
        />
        <TextField
          name="installation"
          label="Lắp đặt"
          hint="Nơi lắp đặt tận nơi và những gì phí lắp đặt đã gồm."
          value={fields.installation}
          max={300}
          rows={3}
          error={errors.installation}
          onChange={(installation) => onChange({ installation })}
        />
      </EditorSection>

      <EditorSection id="tim-kiem" title="Tìm kiếm (không bắt buộc)">
        <TextField
          name="seoTitle"
          label="Tiêu đề cho công cụ tìm kiếm"
          hint="Để trống sẽ dùng tên sản phẩm."
          value={fields.seoTitle}
          max={70}
          error={errors.seoTitle}
          onChange={(seoTitle) => onChange({ seoTitle })}
        />
        <TextField
          name="seoDescription"
          label="Mô tả cho công cụ tìm kiếm"
          hint="Để trống sẽ dùng phần tóm tắt."
          value={fields.seoDescription}
          max={160}
          rows={3}
          error={errors.seoDescription}
          onChange={(seoDescription) => onChange({ seoDescription })}
        />
      </EditorSection>
    </form>
  );
}
