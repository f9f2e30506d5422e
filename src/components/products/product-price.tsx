import { formatVnd } from '@/lib/format';
import type { ProductQuote } from '@/lib/content/product-fields';
import { defaultQuoteValues } from '@/lib/quote/quote-input';

/** The room count the example total uses: the quote page's first value, so both show the same figure. */
const exampleRooms = Number(defaultQuoteValues.phong);

/**
 * The price band under a product's heading: 'Từ … ₫' per unit, the installation fee, VAT, and what a
 * hotel of the quote page's default size pays for its usual quantity (left out when the product is
 * not counted per room).
 */
export function ProductPrice({ quote }: { quote: ProductQuote }) {
  const perUnit = quote.unitPriceVnd + quote.installationVndPerUnit;
  const units = exampleRooms * quote.defaultPerRoom;
  return (
    <div className="mt-6">
      <p className="text-2xl font-bold">
        Từ {formatVnd(quote.unitPriceVnd)}
        <span className="text-base font-normal text-muted-foreground">/{quote.unit}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {quote.installationVndPerUnit > 0
          ? `Lắp đặt ${formatVnd(quote.installationVndPerUnit)}/${quote.unit}. `
          : 'Không cần lắp đặt. '}
        Giá chưa gồm VAT.
      </p>
      {units > 0 && (
        <p className="mt-2">
          Khách sạn {exampleRooms} phòng ({units} {quote.unit}): khoảng <strong>{formatVnd(units * perUnit)}</strong>
          {quote.installationVndPerUnit > 0 ? ' gồm thiết bị và lắp đặt.' : '.'}
        </p>
      )}
    </div>
  );
}
