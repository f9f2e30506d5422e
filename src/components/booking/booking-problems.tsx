import { leadFormViews } from '@/lib/leads/lead-form-views';
import type { FieldErrors } from '@/lib/leads/lead-forms';

/** Each field of the booking form as the summary names it, and the element its link leads to. */
const bookingFields: Array<{ name: string; label: string; target: string }> = [
  { name: 'slot', label: 'Giờ demo', target: 'booking-slot' },
  { name: 'mode', label: 'Hình thức demo', target: 'booking-mode' },
  { name: 'area', label: 'Tỉnh/thành phố', target: 'booking-area' },
  { name: 'address', label: 'Địa chỉ khách sạn', target: 'booking-address' },
  ...leadFormViews.demo.fields.map((spec) => ({ name: spec.name, label: spec.label, target: `booking-${spec.name}` })),
];

/**
 * The refusal at the top of the booking form: what is wrong, field by field, each a link to its
 * field. The form is plain HTML and its slot buttons run long on a phone: a marked field can be
 * screens below, and the visitor must not have to hunt for it.
 */
export function BookingProblems({ message, errors }: { message: string; errors: FieldErrors }) {
  const refused = bookingFields.filter((field) => errors[field.name]);
  return (
    <div role="alert" className="rounded-lg border border-destructive p-4 text-destructive">
      <p className="font-bold">{message}</p>
      {refused.length > 0 && (
        <ul className="mt-2 grid gap-1">
          {refused.map((field) => (
            <li key={field.name}>
              <a href={`#${field.target}`} className="inline-flex min-h-11 items-center underline underline-offset-4">
                {field.label}: {errors[field.name]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
