import { fieldClass } from '@/components/admin/admin-form';
import { storyFigureBounds, type StoryFigure } from '@/lib/content/story-fields';
import { fieldId, inputClass } from '../product-editor/editor-field';
import { ListEditor } from '../product-editor/list-editor';

const { min, max } = storyFigureBounds;

/** One input of a figure's row: its label names the row ('Con số kết quả 2'). */
function FigurePart({
  id,
  label,
  value,
  maxLength,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className={fieldClass}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={maxLength}
        className={inputClass}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The results a story shows: a figure, what it measures and over which period per row; the first is on the card. */
export function FigureList({
  items,
  error,
  onChange,
}: {
  items: readonly StoryFigure[];
  error?: string | undefined;
  onChange: (items: StoryFigure[]) => void;
}) {
  return (
    <ListEditor
      id={fieldId('figures')}
      legend="Các kết quả"
      hint={`Từ ${min} đến ${max} kết quả, mỗi kết quả kèm thời gian đo; kết quả đầu tiên hiện trên thẻ câu chuyện. Ví dụ: −12% · tiền điện mỗi tháng so với cùng kỳ · trong 6 tháng đầu.`}
      error={error}
      items={items}
      onChange={onChange}
      empty={{ value: '', label: '', period: '' }}
      max={max}
      noun="kết quả"
      addLabel="Thêm kết quả"
      renderItem={(figure, update, inputId, label) => (
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,2fr)]">
          <FigurePart
            id={inputId}
            label={`Con số ${label.toLowerCase()}`}
            value={figure.value}
            maxLength={12}
            onChange={(value) => update({ ...figure, value })}
          />
          <FigurePart
            id={`${inputId}-label`}
            label={`Điều được đo, ${label.toLowerCase()}`}
            value={figure.label}
            maxLength={120}
            onChange={(text) => update({ ...figure, label: text })}
          />
          <FigurePart
            id={`${inputId}-period`}
            label={`Thời gian đo, ${label.toLowerCase()}`}
            value={figure.period}
            maxLength={80}
            onChange={(period) => update({ ...figure, period })}
          />
        </div>
      )}
    />
  );
}
