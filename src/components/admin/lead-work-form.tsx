import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { leadStatuses } from '@/lib/leads/lead-labels';
import type { LeadWorkErrors, LeadWorkField, LeadWorkValues, WorkLead } from '@/lib/sales/lead-work';
import { callOutcomes, nextStepKinds } from '@/lib/sales/sales-labels';
import { presetTime, stepTimeLabel, stepWhenLabels, type StepWhen } from '@/lib/sales/step-presets';
import { controlClass as control, fieldClass } from './admin-form';

// Radios that look like chips: 44 px targets, the checked one filled; focus shows on the chip.
const chip =
  'inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-border px-3 text-sm font-bold has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring';
const chipInput = 'sr-only';
const legend = 'mb-2 text-sm font-bold';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm font-bold text-destructive">
      {message}
    </p>
  ) : null;
}

/**
 * The one form that records work on a lead: how the call went, the next step (quick choices or a
 * time), a status, a note, and 'Lưu'. Uncontrolled, so what is typed stays put through a refusal and
 * through hydration; without JavaScript it is a plain post to the lead's page. 'Chọn giờ…' shows its
 * date and time by CSS, and 'Không liên lạc được' appears in the sheet once 'Sai số' is picked.
 */
export function LeadWorkForm({
  lead,
  now,
  idPrefix,
  sheet = false,
  values = {},
  errors = {},
  pending = false,
  onSubmit,
}: {
  lead: WorkLead;
  now: Date;
  idPrefix: string;
  /** After a call: the outcome is asked for. */
  sheet?: boolean;
  values?: LeadWorkValues | undefined;
  errors?: LeadWorkErrors | undefined;
  pending?: boolean;
  onSubmit?: ((event: React.SubmitEvent<HTMLFormElement>) => void) | undefined;
}) {
  const id = (field: LeadWorkField) => `${idPrefix}-${field}`;
  const described = (field: LeadWorkField) =>
    errors[field] ? { 'aria-describedby': `${id(field)}-error`, 'aria-invalid': true as const } : {};
  const whens: StepWhen[] = [
    ...(lead.stepAhead ? (['giu'] as const) : []),
    'chieu-nay',
    'sang-mai',
    'thu-hai',
    'chon-gio',
  ];
  const whenHint = (when: StepWhen) => {
    if (when === 'giu') return lead.stepAhead ? stepTimeLabel(lead.stepAhead, now) : '';
    if (when === 'chon-gio') return '';
    const at = presetTime(when, now);
    return at ? stepTimeLabel(at.toISOString(), now).replace(/^\S+ \S+ /, '') : 'đã qua';
  };
  const chosenWhen = values.when ?? (lead.stepAhead ? 'giu' : '');
  return (
    <form
      method="post"
      action={`/admin/leads/${lead.id}#lam-viec`}
      onSubmit={onSubmit}
      className="group/work grid gap-4"
    >
      <input type="hidden" name="action" value="work" />
      <input type="hidden" name="from" value={lead.status} />
      <fieldset className="grid" {...described('outcome')}>
        <legend className={legend}>{sheet ? 'Kết quả cuộc gọi' : 'Kết quả cuộc gọi (nếu vừa gọi)'}</legend>
        <div className="flex flex-wrap gap-2">
          {Object.entries(callOutcomes).map(([outcome, label]) => (
            <label key={outcome} className={chip}>
              <input
                type="radio"
                name="outcome"
                value={outcome}
                required={sheet}
                defaultChecked={values.outcome === outcome}
                className={chipInput}
              />
              {label}
            </label>
          ))}
        </div>
        <FieldError id={`${id('outcome')}-error`} message={errors.outcome} />
      </fieldset>

      <fieldset className="grid gap-2" {...described('when')}>
        <legend className={legend}>Bước tiếp theo</legend>
        <div className="flex flex-wrap gap-2">
          {whens.map((when) => {
            const hint = whenHint(when);
            return (
              <label key={when} className={chip}>
                <input
                  type="radio"
                  name="when"
                  value={when}
                  defaultChecked={chosenWhen === when}
                  disabled={hint === 'đã qua'}
                  className={chipInput}
                />
                {stepWhenLabels[when]}
                {hint && <span className="ml-1 font-normal">{hint}</span>}
              </label>
            );
          })}
        </div>
        <FieldError id={`${id('when')}-error`} message={errors.when} />
        <div className="hidden gap-3 group-has-[[value=chon-gio]:checked]/work:grid sm:grid-cols-2">
          <label className={fieldClass}>
            Ngày
            <input
              type="date"
              name="step_date"
              defaultValue={values.step_date}
              className={control}
              {...described('step_date')}
            />
          </label>
          <label className={fieldClass}>
            Giờ (giờ Việt Nam)
            <input type="time" name="step_time" defaultValue={values.step_time} className={control} />
          </label>
        </div>
        <FieldError id={`${id('step_date')}-error`} message={errors.step_date} />
        <label className={`${fieldClass} w-fit`}>
          Việc
          <select
            name="step_kind"
            defaultValue={values.step_kind ?? 'call'}
            className={control}
            {...described('step_kind')}
          >
            {Object.entries(nextStepKinds).map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <FieldError id={`${id('step_kind')}-error`} message={errors.step_kind} />
      </fieldset>

      {lead.offered.length > 0 && (
        <fieldset className="grid" {...described('status')}>
          <legend className={legend}>Trạng thái</legend>
          <div className="flex flex-wrap gap-2">
            <label className={chip}>
              <input type="radio" name="status" value="" defaultChecked={!values.status} className={chipInput} />
              {/* A new lead's status follows the call by itself: the choice says so rather than 'Giữ “Mới”'. */}
              {lead.status === 'new' ? 'Theo kết quả cuộc gọi' : `Giữ “${leadStatuses[lead.status]}”`}
            </label>
            {lead.offered.map((status) => {
              const choice = (
                <label key={status} className={chip}>
                  <input
                    type="radio"
                    name="status"
                    value={status}
                    defaultChecked={values.status === status}
                    className={chipInput}
                  />
                  {leadStatuses[status]}
                </label>
              );
              // In the sheet, 'Không liên lạc được' is offered once the call was a wrong number.
              return sheet && status === 'unreachable' ? (
                // Tailwind reads `_` as a space in brackets: `\\_` keeps the value's own underscore.
                <span key={status} className="hidden group-has-[[value=wrong\\_number]:checked]/work:contents">
                  {choice}
                </span>
              ) : (
                choice
              );
            })}
          </div>
          {lead.status === 'new' && (
            <p className="mt-2 text-sm text-muted-foreground">
              {`Theo kết quả cuộc gọi: khách nghe máy thì chuyển sang “${leadStatuses.contacted}”, còn lại giữ “${leadStatuses.new}”.`}
            </p>
          )}
          <FieldError id={`${id('status')}-error`} message={errors.status} />
        </fieldset>
      )}

      <label className={fieldClass}>
        Ghi chú (không bắt buộc)
        <textarea
          name="note"
          maxLength={2000}
          rows={2}
          defaultValue={values.note}
          className={`${control} py-2`}
          {...described('note')}
        />
      </label>
      <FieldError id={`${id('note')}-error`} message={errors.note} />

      {/* In the sheet 'Lưu' stays in reach at the foot of the screen, however far the choices run; its
          top line shows the sheet goes on under it, and the sheet's scroll padding (call-sheet-island)
          keeps a field brought into view, such as 'Ghi chú', clear of it. */}
      <div
        className={
          sheet
            ? 'sticky bottom-0 -mx-4 -mb-4 border-t border-border bg-background px-4 py-3 sm:-mx-6 sm:-mb-6 sm:px-6'
            : ''
        }
      >
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-fit">
          {pending ? 'Đang lưu…' : 'Lưu'}
        </Button>
      </div>
    </form>
  );
}
