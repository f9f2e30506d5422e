import { fieldClass } from '@/components/admin/admin-form';
import { storyPlanIds, type StoryPlanId, type StoryProductOption } from '@/lib/content/story-fields';
import { describedBy, FieldFrame, fieldId, inputClass } from '../product-editor/editor-field';

/** The software plan the hotel is on. */
export function PlanField({
  value,
  planNames,
  error,
  onChange,
}: {
  value: StoryPlanId;
  /** Each paid plan's name, by id. */
  planNames: Record<StoryPlanId, string>;
  error?: string | undefined;
  onChange: (plan: StoryPlanId) => void;
}) {
  const id = fieldId('plan');
  return (
    <FieldFrame id={id} label="Gói phần mềm" error={error}>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        className={inputClass}
        onChange={(event) => onChange(event.target.value as StoryPlanId)}
      >
        {storyPlanIds.map((plan) => (
          <option key={plan} value={plan}>
            {planNames[plan]}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The hardware the hotel uses: one box per published product (none for software only). */
export function ProductChoices({
  options,
  chosen,
  error,
  onChange,
}: {
  options: readonly StoryProductOption[];
  chosen: readonly string[];
  error?: string | undefined;
  onChange: (products: string[]) => void;
}) {
  const id = fieldId('products');
  // A product chosen earlier and taken down since: still listed, so it can be unticked.
  const listed = [
    ...options,
    ...chosen.filter((slug) => !options.some((option) => option.slug === slug)).map((slug) => ({ slug, name: slug })),
  ];
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy(id, true, error)}
      aria-invalid={error ? true : undefined}
      className="grid gap-1"
    >
      <legend className={fieldClass}>Thiết bị khách sạn dùng</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Để trống nếu khách sạn chỉ dùng phần mềm.
      </p>
      {listed.map((option) => (
        <label key={option.slug} className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            checked={chosen.includes(option.slug)}
            className="size-5 accent-primary"
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? listed
                      .filter((item) => item.slug === option.slug || chosen.includes(item.slug))
                      .map((item) => item.slug)
                  : chosen.filter((slug) => slug !== option.slug),
              )
            }
          />
          {option.name}
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-sm font-bold text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** 'Câu chuyện minh họa': an invented story, marked on its card and page, hidden once samples are off. */
export function SampleField({ checked, onChange }: { checked: boolean; onChange: (sample: boolean) => void }) {
  const id = fieldId('sample');
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-sm font-bold">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={`${id}-hint`}
          className="size-5 accent-primary"
          onChange={(event) => onChange(event.target.checked)}
        />
        Câu chuyện minh họa
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Khách sạn và số liệu được dựng làm mẫu: thẻ và trang ghi rõ, và câu chuyện ẩn khi chủ tắt nội dung mẫu. Câu
        chuyện thật cần khách sạn đồng ý bằng văn bản cho nêu tên, trích lời và số liệu.
      </p>
    </div>
  );
}
