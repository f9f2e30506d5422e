import { BookingSection } from '@/components/booking/booking-section';
import { controlClass, FieldError } from '@/components/forms/form-field';
import { inlineLinkClass } from '@/components/forms/call-or-zalo';
import { Button } from '@/components/ui/button';
import type { PersonRequestView } from '@/lib/personal-data/person-request-page';
import {
  personRequestKinds,
  personRequestPath,
  type PersonRequestErrors,
  type PersonRequestKind,
} from '@/lib/personal-data/person-requests';

const intro =
  'Anh/chị có thể yêu cầu xem, nhận bản sao, sửa hoặc xóa dữ liệu cá nhân đã gửi qua website, hoặc rút lại sự đồng ý để chúng tôi không liên hệ nữa.';

/**
 * The public page where a person asks about their data. Plain HTML and one form post: no script.
 * Anyone can type any address, so nothing happens before the link e-mailed to it is opened.
 */
export function PersonRequestForm({ view }: { view: PersonRequestView }) {
  if (!view.byMail) return <ByEmail view={view} />;
  /** A field's name, id, value as last posted, and its problem linked for screen readers. */
  const control = (field: 'email' | 'kind' | 'detail') => ({
    id: `person-request-${field}`,
    name: field,
    defaultValue: view.values[field],
    'aria-invalid': view.errors[field] ? true : undefined,
    'aria-describedby': view.errors[field] ? `person-request-${field}-error` : undefined,
    className: controlClass,
  });
  const Problem = ({ field }: { field: keyof PersonRequestErrors }) =>
    view.errors[field] ? <FieldError id={`person-request-${field}-error`}>{view.errors[field]}</FieldError> : null;
  return (
    <BookingSection title="Yêu cầu về dữ liệu cá nhân" intro={<p>{intro}</p>} notice={view.refused}>
      {view.answer && (
        <p role="status" className="mb-8 rounded-lg border border-primary bg-primary/5 p-4 font-bold">
          {view.answer}
        </p>
      )}
      <form method="post" action={personRequestPath} className="grid gap-6" noValidate>
        <div>
          <label htmlFor="person-request-email" className="text-sm font-bold">
            Email anh/chị đã dùng khi gửi yêu cầu hoặc đăng ký bản tin
          </label>
          <input type="email" autoComplete="email" required maxLength={254} {...control('email')} />
          <Problem field="email" />
        </div>
        <fieldset aria-describedby={control('kind')['aria-describedby']}>
          <legend className="text-sm font-bold">Anh/chị muốn</legend>
          <div className="mt-2 grid gap-2">
            {(Object.keys(personRequestKinds) as PersonRequestKind[]).map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-3 rounded-lg border border-border px-3">
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  required
                  defaultChecked={view.values.kind === kind}
                  className="size-5 accent-primary"
                />
                {personRequestKinds[kind]}
              </label>
            ))}
          </div>
          <Problem field="kind" />
        </fieldset>
        <div>
          <label htmlFor="person-request-detail" className="text-sm font-bold">
            Thông tin cần sửa hoặc điều muốn nói thêm
            <span className="font-normal text-muted-foreground"> (không bắt buộc)</span>
          </label>
          <textarea rows={4} maxLength={1000} {...control('detail')} />
          <Problem field="detail" />
        </div>
        <p className="text-sm text-muted-foreground">
          Chúng tôi gửi một đường dẫn xác nhận tới email này, có hiệu lực 24 giờ, để chắc chắn chính chủ email yêu cầu.
          Sau khi anh/chị xác nhận, chúng tôi trả lời trong vòng 72 giờ.
        </p>
        <Button type="submit" size="lg">
          Gửi yêu cầu
        </Button>
      </form>
    </BookingSection>
  );
}

/** Without a mail server the page cannot prove an address: the request is written from it instead. */
function ByEmail({ view }: { view: PersonRequestView }) {
  return (
    <BookingSection title="Yêu cầu về dữ liệu cá nhân" intro={<p>{intro}</p>}>
      <div className="grid gap-4">
        <p>
          Hãy gửi email tới{' '}
          <a href={`mailto:${view.salesEmail}`} className={inlineLinkClass}>
            {view.salesEmail}
          </a>{' '}
          từ chính địa chỉ email anh/chị đã dùng với chúng tôi, ghi rõ anh/chị muốn xem, nhận bản sao, sửa, xóa dữ liệu
          hay rút lại sự đồng ý. Gửi từ chính địa chỉ đó là cách chúng tôi biết đúng là anh/chị.
        </p>
        <p>Chúng tôi ghi nhận yêu cầu khi đọc được email và trả lời trong vòng 72 giờ kể từ lúc ghi nhận.</p>
        <p>
          Cần hỏi thêm, anh/chị gọi hotline{' '}
          <a href={view.hotline.href} className={inlineLinkClass}>
            {view.hotline.display}
          </a>
          .
        </p>
      </div>
    </BookingSection>
  );
}
