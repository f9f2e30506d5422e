import { controlClass, fieldClass } from '@/components/admin/admin-form';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { personalDataPath } from '@/lib/personal-data/personal-data-page';
import {
  personRequestKinds,
  requestClock,
  type OpenPersonRequest,
  type PersonRequestErrors,
  type PersonRequestKind,
} from '@/lib/personal-data/person-requests';

/** One request: what, who, since when, its clock, and the owner's two steps (find the data, answered). */
function RequestItem({ request, now }: { request: OpenPersonRequest; now: Date }) {
  const clock = requestClock(request.dueAt, now);
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border border-border p-3">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <strong>{personRequestKinds[request.kind]}</strong>
        <span className={cn('text-sm font-bold', clock.late ? 'text-destructive' : 'text-muted-foreground')}>
          {clock.text}
        </span>
      </p>
      <p className="text-sm wrap-anywhere">
        {`${request.email || 'Đã xóa dữ liệu của người này'} · ${request.source === 'owner' ? 'ghi nhận' : 'xác nhận qua email'} lúc ${formatDateTime(request.confirmedAt)} · trả lời trước ${formatDateTime(request.dueAt)}`}
      </p>
      {request.detail && <p className="text-sm whitespace-pre-line wrap-anywhere">{request.detail}</p>}
      <div className="flex flex-wrap gap-2">
        {request.email && (
          <form method="post" action={personalDataPath}>
            <input type="hidden" name="action" value="find" />
            <input type="hidden" name="q" value={request.email} />
            <Button type="submit" variant="outline" aria-label={`Tìm dữ liệu: ${request.email}`}>
              Tìm dữ liệu
            </Button>
          </form>
        )}
        <form method="post" action={personalDataPath}>
          <input type="hidden" name="action" value="request_done" />
          <input type="hidden" name="request" value={request.id} />
          <Button
            type="submit"
            aria-label={`Đã trả lời: ${[personRequestKinds[request.kind], request.email].filter(Boolean).join(', ')}`}
          >
            Đã trả lời
          </Button>
        </form>
      </div>
    </li>
  );
}

/** A request that came by e-mail or phone, recorded by the owner: its clock starts now. */
function RecordRequest({
  values,
  errors,
}: {
  values: { email: string; kind: string; detail: string };
  errors: PersonRequestErrors;
}) {
  const open = Boolean(errors.email || errors.kind || errors.detail);
  return (
    <details open={open} className="rounded-lg border border-border p-3">
      <summary className="min-h-11 cursor-pointer content-center font-bold">
        Ghi nhận yêu cầu nhận qua email hoặc điện thoại
      </summary>
      <form method="post" action={personalDataPath} className="mt-3 grid gap-4">
        <input type="hidden" name="action" value="record_request" />
        <label className={fieldClass}>
          Email của người yêu cầu
          <input
            name="email"
            type="email"
            required
            maxLength={254}
            defaultValue={values.email}
            aria-invalid={errors.email ? true : undefined}
            className={controlClass}
          />
          {errors.email && <span className="text-destructive">{errors.email}</span>}
        </label>
        <label className={fieldClass}>
          Yêu cầu
          <select
            name="kind"
            required
            defaultValue={values.kind}
            aria-invalid={errors.kind ? true : undefined}
            className={controlClass}
          >
            <option value="">Chọn yêu cầu</option>
            {(Object.keys(personRequestKinds) as PersonRequestKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {personRequestKinds[kind]}
              </option>
            ))}
          </select>
          {errors.kind && <span className="text-destructive">{errors.kind}</span>}
        </label>
        <label className={fieldClass}>
          Ghi chú (không bắt buộc)
          <textarea
            name="detail"
            rows={3}
            maxLength={1000}
            defaultValue={values.detail}
            aria-invalid={errors.detail ? true : undefined}
            className={cn(controlClass, 'py-2')}
          />
          {errors.detail && <span className="text-destructive">{errors.detail}</span>}
        </label>
        <p className="text-sm text-muted-foreground">
          Chỉ ghi nhận khi đã chắc đúng là người đó yêu cầu: tên người gửi trong thư có thể bị giả, nên hãy trả lời vào
          đúng địa chỉ email của họ (không dùng địa chỉ trả lời khác) và chờ họ xác nhận, hoặc gọi lại đúng số của họ.
          Rút lại sự đồng ý có hiệu lực ngay: ngừng bản tin, các yêu cầu tư vấn của họ chuyển sang Không liên hệ, lịch
          demo sắp tới bị hủy.
        </p>
        <Button type="submit" className="justify-self-start">
          Ghi nhận yêu cầu
        </Button>
      </form>
    </details>
  );
}

/**
 * 'Yêu cầu đang chờ trả lời': the people's confirmed requests, the nearest due first, each with its
 * 72-hour clock; and the form for one that came another way.
 */
export function OpenRequests({
  requests,
  now,
  record,
}: {
  requests: readonly OpenPersonRequest[];
  /** ISO-8601 UTC: the time the clocks are read at (the page's). */
  now: string;
  record: { values: { email: string; kind: string; detail: string }; errors: PersonRequestErrors };
}) {
  return (
    <section aria-labelledby="yeu-cau-dang-cho" className="grid gap-3 rounded-xl border border-border p-4">
      <h2 id="yeu-cau-dang-cho" className="text-xl font-bold">
        Yêu cầu đang chờ trả lời
      </h2>
      <p>Mỗi yêu cầu đã xác nhận cần được trả lời trong 72 giờ, như chính sách bảo mật đã hứa.</p>
      {requests.length === 0 ? (
        <p>Không có yêu cầu nào đang chờ.</p>
      ) : (
        <ul className="grid gap-2">
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} now={new Date(now)} />
          ))}
        </ul>
      )}
      <RecordRequest values={record.values} errors={record.errors} />
    </section>
  );
}
