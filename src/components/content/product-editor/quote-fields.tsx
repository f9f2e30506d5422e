import { maxPriceVnd, type ProductQuote } from '@/lib/content/product-fields';
import { describedBy, fieldId, inputClass, IntegerField } from './editor-field';
import { VndField } from './vnd-field';

/** What the quote page charges for the product: its parameter, unit and prices in whole đồng. */
export function QuoteFields({
  quote,
  error,
  onChange,
}: {
  quote: ProductQuote;
  /** One message for the group (the service names the part at fault). */
  error?: string | undefined;
  onChange: (quote: ProductQuote) => void;
}) {
  const set = <K extends keyof ProductQuote>(key: K, value: ProductQuote[K]) => onChange({ ...quote, [key]: value });
  const paramId = fieldId('quote-param');
  const unitId = fieldId('quote-unit');
  const paramHint =
    'Tên của sản phẩm trong địa chỉ báo giá (/bao-gia?khoa=35): 2 đến 12 chữ thường không dấu, không trùng sản phẩm khác.';
  return (
    <fieldset
      id={fieldId('quote')}
      tabIndex={-1}
      className="grid gap-4"
      aria-describedby={error ? `${fieldId('quote')}-error` : undefined}
    >
      <legend className="sr-only">Giá trên trang báo giá</legend>
      {error && (
        <p id={`${fieldId('quote')}-error`} className="text-sm font-bold text-destructive">
          {error}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={paramId} className="text-sm font-bold">
            Mã trên báo giá
          </label>
          <p id={`${paramId}-hint`} className="text-sm text-muted-foreground">
            {paramHint}
          </p>
          <input
            id={paramId}
            type="text"
            value={quote.param}
            maxLength={12}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(paramId, paramHint, undefined)}
            className={inputClass}
            onChange={(event) => set('param', event.target.value.toLowerCase())}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={unitId} className="text-sm font-bold">
            Đơn vị tính
          </label>
          <p id={`${unitId}-hint`} className="text-sm text-muted-foreground">
            Một đơn vị gọi là gì trên báo giá, ví dụ: bộ, thẻ.
          </p>
          <input
            id={unitId}
            type="text"
            value={quote.unit}
            maxLength={12}
            aria-describedby={`${unitId}-hint`}
            className={inputClass}
            onChange={(event) => set('unit', event.target.value)}
          />
        </div>
        <VndField
          name="quote-unitPriceVnd"
          label="Đơn giá (đồng, chưa VAT)"
          hint={`Giá một ${quote.unit.trim() || 'đơn vị'} trên báo giá.`}
          value={quote.unitPriceVnd}
          onChange={(value) => set('unitPriceVnd', Math.min(value, maxPriceVnd))}
        />
        <VndField
          name="quote-installationVndPerUnit"
          label="Phí lắp đặt mỗi đơn vị (đồng)"
          hint="Để 0 nếu không cần lắp đặt."
          value={quote.installationVndPerUnit}
          onChange={(value) => set('installationVndPerUnit', Math.min(value, maxPriceVnd))}
        />
        <IntegerField
          name="quote-defaultPerRoom"
          label="Số lượng mỗi phòng khi bắt đầu báo giá"
          hint="Từ 0 đến 10, ví dụ: 1 khóa hay 2 thẻ mỗi phòng."
          value={quote.defaultPerRoom}
          onChange={(value) => set('defaultPerRoom', Math.min(value, 10))}
        />
      </div>
    </fieldset>
  );
}
