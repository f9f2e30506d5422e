import { formatVnd } from '@/lib/format';
import type { QuoteEstimate as Estimate } from '@/lib/quote/estimate-quote';
import {
  amountOrOnRequest,
  lineQuantity,
  quoteHeadline,
  quoteLabels,
  softwareAmount,
  softwareTitle,
  yearlySaving,
} from '@/lib/quote/quote-text';

const rowClass = 'border-b border-border align-top';
const amountClass = 'py-3 pl-4 text-right font-bold whitespace-nowrap';

function Row({
  label,
  detail,
  amount,
  total,
}: {
  label: string;
  detail?: string | null;
  amount: string;
  total?: boolean;
}) {
  return (
    <tr className={rowClass} data-quote-row={label}>
      <th scope="row" className="py-3 text-left font-normal data-total:font-bold" data-total={total || undefined}>
        {label}
        {detail && <span className="block text-sm text-muted-foreground">{detail}</span>}
      </th>
      <td className={amountClass}>{amount}</td>
    </tr>
  );
}

/** The estimate as a table: one-time lines, software, first-year total and per-room share. */
export function QuoteEstimate({ estimate }: { estimate: Estimate }) {
  const { software } = estimate;
  return (
    <>
      <p className="font-bold" data-quote-headline>
        {quoteHeadline(estimate)}
      </p>
      {estimate.planRaised && (
        <p className="mt-2 text-sm text-muted-foreground">
          Báo giá tính theo {software.planName}, gói nhỏ nhất đủ cho {estimate.rooms} phòng.
        </p>
      )}
      <table className="mt-4 w-full text-left">
        <caption className="sr-only">Chi tiết báo giá</caption>
        <tbody>
          {estimate.lines.map((line) => (
            <Row
              key={`${line.kind}-${line.product}`}
              label={line.label}
              detail={lineQuantity(line)}
              amount={formatVnd(line.amountVnd)}
            />
          ))}
          <Row label={quoteLabels.oneTime} amount={formatVnd(estimate.oneTimeVnd)} total />
          <Row label={softwareTitle(software)} detail={yearlySaving(software)} amount={softwareAmount(software)} />
          <Row label={quoteLabels.firstYear} amount={amountOrOnRequest(estimate.firstYearVnd)} total />
          <Row label={quoteLabels.perRoomPerMonth} amount={amountOrOnRequest(estimate.perRoomPerMonthVnd)} />
        </tbody>
      </table>
    </>
  );
}
