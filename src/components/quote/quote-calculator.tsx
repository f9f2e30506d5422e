import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ContactLinks } from '@/lib/leads/contact-links';
import { estimateQuote } from '@/lib/quote/estimate-quote';
import type { QuoteCatalogue } from '@/lib/quote/quote-catalogue';
import { parseQuoteValues, quoteHref, quoteValuesFrom, type QuoteValues } from '@/lib/quote/quote-input';
import { amountOrOnRequest, quoteLabels } from '@/lib/quote/quote-text';
import { QuoteEstimate } from './quote-estimate';
import { QuoteInputs } from './quote-inputs';
import { QuotePrintContact, QuotePrintHeading, type QuoteContact } from './quote-print';

// The request form and its checks load when the owner reaches for the link, not with the page:
// the page's JavaScript stays within its 80 KB budget.
const loadRequestDialog = () => import('./quote-request-dialog');
const opener = 'data-quote-lead';
// Offline when the click came, the form page without JavaScript takes over: never an error in
// place of the quote the owner is looking at.
const QuoteRequestDialog = lazy<ComponentType<{ opener: string; values: QuoteValues; contactLinks: ContactLinks }>>(
  () =>
    loadRequestDialog().catch(() => {
      const page = document.querySelector(`[${opener}]`)?.getAttribute('href');
      if (page) location.assign(page);
      return { default: () => null };
    }),
);

export interface QuoteCalculatorProps {
  catalogue: QuoteCatalogue;
  /** The fields as the address gave them (or the first visit's defaults). */
  initialValues: QuoteValues;
  contact: QuoteContact;
  /** The hotline and Zalo the request form offers when it cannot be sent. */
  contactLinks: ContactLinks;
  /** The day of the quote, dd/mm/yyyy in Vietnam time (rendered by the server, so both renders agree). */
  date: string;
}

/**
 * The quote: inputs on one side, the estimate on the other. Rendered by the server from the address
 * (a GET form recomputes it without JavaScript); once hydrated it recomputes as the visitor types,
 * keeps the address shareable, prints, and opens the 'Nhận báo giá chi tiết' form in a dialog.
 */
export function QuoteCalculator({ catalogue, initialValues, contact, contactLinks, date }: QuoteCalculatorProps) {
  const [values, setValues] = useState<QuoteValues>(initialValues);
  const [live, setLive] = useState(false);
  const [asked, setAsked] = useState(false);
  const edited = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  // What was typed before this script ran is in the inputs, not in the state: take it, once.
  useEffect(() => {
    const form = formRef.current;
    if (form) {
      const typed = quoteValuesFrom(Object.fromEntries(new FormData(form)), catalogue);
      edited.current = quoteHref(typed, catalogue) !== quoteHref(initialValues, catalogue);
      setValues(typed);
    }
    setLive(true);
  }, [catalogue, initialValues]);

  useEffect(() => {
    if (edited.current) history.replaceState(history.state, '', quoteHref(values, catalogue));
  }, [values, catalogue]);

  const change = (name: string, value: string) => {
    edited.current = true;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const parsed = parseQuoteValues(values, catalogue);
  const errors = parsed.ok ? {} : parsed.errors;
  const rooms = parsed.ok ? parsed.input.rooms : errors.phong ? undefined : Number(values.phong);
  const estimate = parsed.ok ? estimateQuote(parsed.input, catalogue) : undefined;
  const shared = quoteHref(values, catalogue, '');

  return (
    <div className="grid gap-10 lg:grid-cols-5 print:block">
      <div className="lg:col-span-2 print:hidden">
        <h2 className="mb-6 text-2xl font-bold">Khách sạn của anh/chị</h2>
        <QuoteInputs
          formRef={formRef}
          catalogue={catalogue}
          values={values}
          errors={errors}
          rooms={rooms}
          live={live}
          onChange={change}
          onShow={() => {
            // A field to correct first, if any; otherwise the estimate, already recomputed.
            const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
            (invalid ?? resultRef.current)?.focus();
          }}
        />
      </div>
      {estimate && (
        // On a phone the estimate is below every input: its total stays in sight while typing, above the action bar.
        <p className="sticky bottom-0 z-10 -mx-4 max-md:bottom-(--action-bar-room) border-t border-border bg-background px-4 py-3 font-bold lg:hidden print:hidden">
          {quoteLabels.firstYear}: {amountOrOnRequest(estimate.firstYearVnd)}{' '}
          <a
            href="#quote-result-heading"
            className="inline-flex min-h-11 items-center font-normal text-primary underline"
          >
            Xem chi tiết
          </a>
        </p>
      )}
      <section
        aria-labelledby="quote-result-heading"
        className="self-start rounded-xl border border-border p-5 shadow-sm sm:p-6 lg:sticky lg:top-24 lg:col-span-3 print:static print:border-0 print:p-0 print:shadow-none"
      >
        <QuotePrintHeading contact={contact} date={date} />
        <h2
          ref={resultRef}
          id="quote-result-heading"
          tabIndex={-1}
          className="scroll-mt-24 text-2xl font-bold focus:outline-none"
        >
          Báo giá dự kiến
        </h2>
        <div aria-live="polite" className="mt-4">
          {estimate ? (
            <QuoteEstimate estimate={estimate} />
          ) : (
            <p className="rounded-lg bg-secondary p-4">Vui lòng sửa các ô được đánh dấu để xem báo giá.</p>
          )}
        </div>
        <p className="mt-4 text-sm text-muted-foreground">{quoteLabels.note}</p>
        {estimate && (
          <div className="mt-6 flex flex-wrap gap-3 print:hidden">
            {/* Without JavaScript, the form page; with it, the dialog below (loaded by the first click). */}
            <a
              href={`/gui-yeu-cau?form=quote${shared.replace('?', '&')}`}
              {...{ [opener]: 'chi-tiet' }}
              onPointerEnter={() => void loadRequestDialog().catch(() => undefined)}
              onFocus={() => void loadRequestDialog().catch(() => undefined)}
              onClick={(event) => {
                // Once the dialog is there, it opens itself from this link's attribute.
                if (asked) return;
                event.preventDefault();
                setAsked(true);
              }}
              className={buttonVariants({ size: 'lg' })}
            >
              Nhận báo giá chi tiết
            </a>
            {live ? (
              <Button variant="outline" size="lg" onClick={() => window.print()}>
                In báo giá
              </Button>
            ) : (
              // Its room kept until a script can print: on a phone it wraps to a row of its own, and
              // the card growing under a visitor's first touch (which hydrates the island) moved the page.
              <span aria-hidden="true" className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'invisible')}>
                In báo giá
              </span>
            )}
          </div>
        )}
        <QuotePrintContact contact={contact} />
      </section>
      {asked && (
        <Suspense fallback={null}>
          <QuoteRequestDialog opener={opener} values={quoteValuesFrom(values, catalogue)} contactLinks={contactLinks} />
        </Suspense>
      )}
    </div>
  );
}
