import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/forms/form-field';
import { formatCount, formatVnd } from '@/lib/format';
import type { FieldErrors } from '@/lib/leads/lead-forms';
import { suggestedPlan, type QuoteCatalogue, type QuotePlan } from '@/lib/quote/quote-catalogue';
import type { QuoteValues } from '@/lib/quote/quote-input';
import { quoteLabels } from '@/lib/quote/quote-text';

interface QuoteInputsProps {
  catalogue: QuoteCatalogue;
  values: QuoteValues;
  errors: FieldErrors;
  /** The room count, when it is valid (the plan suggestion and default quantities follow it). */
  rooms: number | undefined;
  /**
   * Without JavaScript 'Tính báo giá' sends the form and the page comes back with the estimate; the
   * island recomputes as the visitor types, and the button (or Enter) calls `onShow` instead.
   */
  live: boolean;
  onChange: (name: string, value: string) => void;
  /** Takes the visitor to the estimate, already recomputed (the island only). */
  onShow: () => void;
  formRef?: React.Ref<HTMLFormElement>;
}

const legendClass = 'text-sm font-bold';
const optionClass =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-checked:border-primary has-checked:bg-secondary';

function Message({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-destructive">
      {text}
    </p>
  ) : null;
}

function Choice(props: {
  name: string;
  value: string;
  checked: boolean;
  title: string;
  detail: string;
  onChange: QuoteInputsProps['onChange'];
}) {
  return (
    <label className={optionClass}>
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={() => props.onChange(props.name, props.value)}
        className="mt-1 size-4 accent-primary"
      />
      <span>
        <span className="block font-bold">{props.title}</span>
        <span className="block text-sm text-muted-foreground">{props.detail}</span>
      </span>
    </label>
  );
}

const planDetail = (plan: QuotePlan) =>
  `${plan.monthlyPriceVnd === null ? quoteLabels.onRequest : `${formatVnd(plan.monthlyPriceVnd)}/tháng`} · ${
    plan.maxRooms === null ? 'không giới hạn số phòng' : `tối đa ${plan.maxRooms} phòng`
  }`;

/** The quote's inputs: a GET form to /bao-gia, so the page computes the same estimate without JavaScript. */
export function QuoteInputs({ catalogue, values, errors, rooms, live, onChange, onShow, formRef }: QuoteInputsProps) {
  const described = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `quote-${name}-error` } : {};
  const months = catalogue.monthsBilledPerYear;
  const suggested = rooms === undefined ? undefined : suggestedPlan(catalogue, rooms);
  return (
    <form
      ref={formRef}
      method="get"
      action="/bao-gia"
      noValidate
      className="grid gap-6"
      onSubmit={(event) => {
        if (!live) return;
        event.preventDefault();
        onShow();
      }}
    >
      <div>
        <label htmlFor="quote-phong" className={legendClass}>
          Số phòng
        </label>
        <input
          id="quote-phong"
          name="phong"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={values.phong ?? ''}
          onChange={(event) => onChange('phong', event.target.value)}
          className={controlClass}
          {...described('phong')}
        />
        <Message id="quote-phong-error" text={errors.phong} />
      </div>

      <fieldset className="grid gap-2">
        <legend className={`${legendClass} mb-2`}>Gói phần mềm</legend>
        <Choice
          name="goi"
          value=""
          checked={!values.goi}
          title="Theo số phòng"
          detail={suggested ? `Gợi ý: ${suggested.name}` : 'Gói nhỏ nhất đủ cho số phòng của khách sạn'}
          onChange={onChange}
        />
        {catalogue.plans.map((plan) => (
          <Choice
            key={plan.id}
            name="goi"
            value={plan.id}
            checked={values.goi === plan.id}
            title={plan.name}
            detail={planDetail(plan)}
            onChange={onChange}
          />
        ))}
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className={`${legendClass} mb-2`}>Thanh toán phần mềm</legend>
        <Choice
          name="ky"
          value="thang"
          checked={values.ky !== 'nam'}
          title="Theo tháng"
          detail="Trả từng tháng, dừng bất cứ lúc nào"
          onChange={onChange}
        />
        <Choice
          name="ky"
          value="nam"
          checked={values.ky === 'nam'}
          title="Theo năm"
          detail={`Trả ${months} tháng, dùng 12 tháng`}
          onChange={onChange}
        />
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className={`${legendClass} mb-2`}>Thiết bị</legend>
        {catalogue.hardware.map((product) => {
          const id = `quote-${product.param}`;
          const byRooms =
            rooms === undefined ? '' : ` (${formatCount(product.defaultPerRoom * rooms)} ${product.unit})`;
          const installation = product.installationVndPerUnit
            ? `, lắp đặt ${formatVnd(product.installationVndPerUnit)}/${product.unit}`
            : '';
          return (
            <div key={product.param}>
              <label htmlFor={id} className={legendClass}>
                {product.name} <span className="font-normal">(số {product.unit})</span>
              </label>
              <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                {formatVnd(product.unitPriceVnd)}/{product.unit}
                {installation}. Để trống: {product.defaultPerRoom} {product.unit} mỗi phòng{byRooms}; nhập 0 nếu không
                cần.
              </p>
              <input
                id={id}
                name={product.param}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={values[product.param] ?? ''}
                placeholder={rooms === undefined ? undefined : String(product.defaultPerRoom * rooms)}
                onChange={(event) => onChange(product.param, event.target.value)}
                className={controlClass}
                aria-describedby={errors[product.param] ? `${id}-error ${id}-hint` : `${id}-hint`}
                aria-invalid={errors[product.param] ? true : undefined}
              />
              <Message id={`${id}-error`} text={errors[product.param]} />
            </div>
          );
        })}
      </fieldset>

      {/* Kept once hydrated: the page's layout must not move under a visitor scrolling it (the first
          touch hydrates the island), and on a phone the estimate is below every input. */}
      <Button type="submit" size="lg">
        Tính báo giá
      </Button>
    </form>
  );
}
