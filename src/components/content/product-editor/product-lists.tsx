import { fieldClass } from '@/components/admin/admin-form';
import type { ProductSpec } from '@/lib/content/product-fields';
import { fieldId, inputClass } from './editor-field';
import { ListEditor } from './list-editor';

/** A list of sentences (features, integration steps): one labelled box per row. */
export function SentenceList({
  id,
  legend,
  hint,
  noun,
  addLabel,
  items,
  max,
  maxLength,
  error,
  onChange,
}: {
  id: string;
  legend: string;
  hint: string;
  noun: string;
  addLabel: string;
  items: readonly string[];
  max: number;
  maxLength: number;
  error?: string | undefined;
  onChange: (items: string[]) => void;
}) {
  return (
    <ListEditor
      id={id}
      legend={legend}
      hint={hint}
      error={error}
      items={items}
      onChange={onChange}
      empty=""
      max={max}
      noun={noun}
      addLabel={addLabel}
      renderItem={(item, update, inputId, label) => (
        <div className="grid gap-1">
          <label htmlFor={inputId} className={fieldClass}>
            {label}
          </label>
          <textarea
            id={inputId}
            value={item}
            rows={2}
            maxLength={maxLength}
            className={inputClass}
            onChange={(event) => update(event.target.value)}
          />
        </div>
      )}
    />
  );
}

/** The specification table: a name and a figure per row. */
export function SpecList({
  items,
  min,
  max,
  error,
  onChange,
}: {
  items: readonly ProductSpec[];
  min: number;
  max: number;
  error?: string | undefined;
  onChange: (items: ProductSpec[]) => void;
}) {
  return (
    <ListEditor
      id={fieldId('specs')}
      legend="Các dòng thông số"
      hint={`Mỗi dòng một thông số, ví dụ: Điện áp cấp — 220 V AC, 50 Hz; từ ${min} đến ${max} dòng.`}
      error={error}
      items={items}
      onChange={onChange}
      empty={{ label: '', value: '' }}
      max={max}
      noun="thông số"
      addLabel="Thêm thông số"
      renderItem={(spec, update, inputId, label) => (
        <div className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="grid gap-1">
            <label htmlFor={inputId} className={fieldClass}>
              Tên {label.toLowerCase()}
            </label>
            <input
              id={inputId}
              type="text"
              value={spec.label}
              maxLength={80}
              className={inputClass}
              onChange={(event) => update({ ...spec, label: event.target.value })}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${inputId}-value`} className={fieldClass}>
              Giá trị {label.toLowerCase()}
            </label>
            <input
              id={`${inputId}-value`}
              type="text"
              value={spec.value}
              maxLength={200}
              className={inputClass}
              onChange={(event) => update({ ...spec, value: event.target.value })}
            />
          </div>
        </div>
      )}
    />
  );
}
