import { pricingPlans } from '@/content/pricing-plans';
import type { StoredImage } from '@/lib/content/image-urls';
import type { StoryFields, StoryPlanId, StoryProductOption } from '@/lib/content/story-fields';
import { EditorSection, IntegerField, TextField } from '../product-editor/editor-field';
import { ProductBodyField } from '../product-editor/product-body-field';
import { FigureList } from './figure-list';
import { PlanField, ProductChoices, SampleField } from './story-choices';

const planNames = Object.fromEntries(pricingPlans.map((plan) => [plan.id, plan.name])) as Record<StoryPlanId, string>;

/** Props of a story's fields; every change goes through `onChange` (the title has its own rule for the slug). */
export interface StoryFieldsFormProps {
  fields: StoryFields;
  errors: Record<string, string>;
  productOptions: readonly StoryProductOption[];
  onTitle: (title: string) => void;
  onSlug: (slug: string) => void;
  onSlugLeft: () => void;
  onChange: (patch: Partial<StoryFields>) => void;
  uploadImage: (file: File) => Promise<StoredImage>;
}

/** Every field of a customer story, in the order its page shows them. */
export function StoryFieldsForm({
  fields,
  errors,
  productOptions,
  onTitle,
  onSlug,
  onSlugLeft,
  onChange,
  uploadImage,
}: StoryFieldsFormProps) {
  const owner = (patch: Partial<StoryFields['owner']>) => onChange({ owner: { ...fields.owner, ...patch } });
  return (
    <form className="grid min-w-0 gap-6" noValidate onSubmit={(event) => event.preventDefault()}>
      <EditorSection id="thong-tin" title="Thông tin chính">
        <TextField name="title" label="Tiêu đề" value={fields.title} max={60} error={errors.title} onChange={onTitle} />
        <TextField
          name="slug"
          label="Đường dẫn"
          hint={`Địa chỉ trang: /khach-hang/${fields.slug || '…'} (chữ thường không dấu, số và dấu gạch ngang).`}
          value={fields.slug}
          max={80}
          error={errors.slug}
          onChange={onSlug}
          onBlur={onSlugLeft}
        />
        <TextField
          name="summary"
          label="Tóm tắt"
          hint="Hiện trên thẻ câu chuyện và kết quả tìm kiếm, từ 40 đến 160 ký tự."
          value={fields.summary}
          max={160}
          rows={3}
          error={errors.summary}
          onChange={(summary) => onChange({ summary })}
        />
        <IntegerField
          name="order"
          label="Thứ tự trên trang chủ"
          hint="Số nhỏ đứng trước."
          value={fields.order}
          error={errors.order}
          onChange={(order) => onChange({ order: Math.min(order, 9_999) })}
        />
        <SampleField checked={fields.sample} onChange={(sample) => onChange({ sample })} />
      </EditorSection>

      <EditorSection id="khach-san" title="Khách sạn và giải pháp">
        <TextField
          name="hotel"
          label="Tên khách sạn"
          value={fields.hotel}
          max={80}
          error={errors.hotel}
          onChange={(hotel) => onChange({ hotel })}
        />
        <TextField
          name="city"
          label="Tỉnh, thành phố"
          value={fields.city}
          max={60}
          error={errors.city}
          onChange={(city) => onChange({ city })}
        />
        <IntegerField
          name="rooms"
          label="Số phòng"
          value={fields.rooms}
          error={errors.rooms}
          onChange={(rooms) => onChange({ rooms: Math.min(rooms, 10_000) })}
        />
        <PlanField
          value={fields.plan}
          planNames={planNames}
          error={errors.plan}
          onChange={(plan) => onChange({ plan })}
        />
        <ProductChoices
          options={productOptions}
          chosen={fields.products}
          error={errors.products}
          onChange={(products) => onChange({ products })}
        />
      </EditorSection>

      <EditorSection id="loi-chu-khach-san" title="Lời chủ khách sạn">
        <TextField
          name="quote"
          label="Lời trích"
          hint="Một hai câu, đúng lời người được trích, không có dấu ngoặc kép."
          value={fields.quote}
          max={240}
          rows={3}
          error={errors.quote}
          onChange={(quote) => onChange({ quote })}
        />
        <TextField
          name="owner"
          label="Họ tên người được trích lời"
          value={fields.owner.name}
          max={80}
          error={errors.owner}
          onChange={(name) => owner({ name })}
        />
        <TextField
          name="owner-role"
          label="Vai trò tại khách sạn"
          hint="Ví dụ: Chủ nhà nghỉ."
          value={fields.owner.role}
          max={80}
          onChange={(role) => owner({ role })}
        />
      </EditorSection>

      <EditorSection id="ket-qua" title="Kết quả">
        <FigureList items={fields.figures} error={errors.figures} onChange={(figures) => onChange({ figures })} />
      </EditorSection>

      <EditorSection id="cau-chuyen" title="Câu chuyện">
        <ProductBodyField
          label="Câu chuyện"
          value={fields.body}
          error={errors.body}
          onChange={(body) => onChange({ body })}
          uploadImage={uploadImage}
        />
      </EditorSection>
    </form>
  );
}
