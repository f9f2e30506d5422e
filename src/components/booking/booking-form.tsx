import { ConsentNote } from '@/components/forms/consent-note';
import { FormField } from '@/components/forms/form-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { leadFormViews } from '@/lib/leads/lead-form-views';
import { SendFailure } from '@/components/forms/send-failure';
import { Button } from '@/components/ui/button';
import type { SlotPage } from '@/lib/booking/slot-pages';
import type { ContactLinks } from '@/lib/leads/contact-links';
import type { FieldErrors } from '@/lib/leads/lead-forms';
import { BookingProblems } from './booking-problems';
import { ModeChoice } from './mode-choice';
import { SlotChoice } from './slot-choice';

export interface BookingFormProps {
  /** Where the form posts: the page itself, with its query (personal link, day shown). */
  action: string;
  slots: SlotPage;
  /** The free slots could not be read: `slots` holds at most the one the visitor chose. */
  slotsUnreadable?: boolean | undefined;
  earlierHref?: string | undefined;
  laterHref?: string | undefined;
  /** What the visitor sent last time (or the slot a link pre-selected), and what was refused. */
  values: Record<string, string>;
  errors: FieldErrors;
  /** What a refusal of fields says ('Vui lòng kiểm tra lại…'), shown above the form with each field named. */
  problem?: string | undefined;
  /** A refusal that is no field's (limits, an outage), said below the button with the hotline. */
  failure?: string | undefined;
  contactLinks: ContactLinks;
  /** Whether this install e-mails the visitor about the demo (a mail server is configured). */
  sendsEmail: boolean;
  /** Sent unseen: the salesperson of a personal link, the idempotency key, where the visit came from. */
  hiddenFields: Record<string, string>;
  /** Where demos at the hotel are offered; empty: online only. */
  onsiteAreas: string[];
}

// Static HTML, no island: the inputs keep what the server put in them, the browser does the rest.
const keepTyped = () => undefined;

/** The demo booking form: a slot, online or at the hotel, and who the visitor is; a plain POST. */
export function BookingForm({
  action,
  slots,
  slotsUnreadable,
  earlierHref,
  laterHref,
  values,
  errors,
  problem,
  failure,
  contactLinks,
  sendsEmail,
  hiddenFields,
  onsiteAreas,
}: BookingFormProps) {
  return (
    <form method="post" action={action} noValidate className="grid gap-8">
      {problem && <BookingProblems message={problem} errors={errors} />}
      <SlotChoice
        days={slots.days}
        unreadable={slotsUnreadable}
        selected={values.slot}
        error={errors.slot}
        earlierHref={earlierHref}
        laterHref={laterHref}
      />
      <ModeChoice
        mode={values.mode}
        address={values.address}
        area={values.area}
        onsiteAreas={onsiteAreas}
        errors={errors}
        sendsEmail={sendsEmail}
      />
      <fieldset className="grid gap-4">
        <legend className="text-lg font-bold">Thông tin liên hệ</legend>
        {leadFormViews.demo.fields.map((spec) => (
          <FormField
            key={spec.name}
            spec={spec}
            id={`booking-${spec.name}`}
            value={values[spec.name] ?? ''}
            error={errors[spec.name]}
            onChange={keepTyped}
          />
        ))}
      </fieldset>
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <HoneypotField />
      <div className="grid gap-4">
        <Button type="submit" size="lg">
          Đặt lịch demo
        </Button>
        {failure && <SendFailure title="Chưa đặt được lịch demo" description={failure} contactLinks={contactLinks} />}
        <ConsentNote />
      </div>
    </form>
  );
}
