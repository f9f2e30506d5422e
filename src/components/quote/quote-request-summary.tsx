import type { QuoteEstimate as Estimate } from '@/lib/quote/estimate-quote';
import { QuoteEstimate } from './quote-estimate';

/**
 * The quote a 'Nhận báo giá chi tiết' request is about, above the form on the page without
 * JavaScript, with the way back to change it; or what is wrong with it.
 */
export function QuoteRequestSummary({
  estimate,
  problems,
  editHref,
}: {
  estimate: Estimate | undefined;
  problems: string[];
  editHref: string;
}) {
  return (
    <section aria-labelledby="quote-summary-heading" className="mb-8 rounded-xl border border-border p-5">
      <h2 id="quote-summary-heading" className="text-lg font-bold">
        Báo giá của anh/chị
      </h2>
      {estimate ? (
        <div className="mt-2">
          <QuoteEstimate estimate={estimate} />
        </div>
      ) : (
        <div role="alert">
          <ul className="mt-2 list-disc pl-5 text-destructive">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <a href={editHref} className="mt-4 inline-flex min-h-11 items-center font-bold text-primary hover:underline">
        Sửa báo giá
      </a>
    </section>
  );
}
