import type * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  claimIds,
  claimLabels,
  fieldLabels,
  sampleDetails,
  socialNetworks,
  type SocialNetwork,
} from '@/lib/company/company-details';
import { claimField, socialField } from '@/lib/company/company-form';
import { controlClass as control, fieldClass } from './admin-form';
import { FieldsAlert } from './form-message';

const sampleBadge = 'ml-2 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-accent-foreground';

function Field({
  name,
  label,
  values,
  errors,
  hint,
  sample,
  textarea = false,
  type = 'text',
}: {
  name: string;
  label: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  hint?: string;
  /** Still the sketch's sample value: marked, so the owner sees what to replace. */
  sample?: boolean;
  textarea?: boolean;
  type?: React.HTMLInputTypeAttribute;
}) {
  const error = errors[name];
  const describedBy = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id: name,
    name,
    defaultValue: values[name] ?? '',
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="grid gap-1">
      <label htmlFor={name} className={fieldClass}>
        <span>
          {label}
          {sample && <span className={sampleBadge}>Mẫu</span>}
        </span>
      </label>
      {textarea ? (
        <textarea {...common} rows={3} className={`${control} py-2`} />
      ) : (
        <input {...common} type={type} className={`${control} w-full min-w-0`} />
      )}
      {hint && (
        <p id={`${name}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} className="text-sm font-bold text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

const section = 'grid gap-4 rounded-xl border border-border p-4';

/**
 * 'Thông tin công ty': how visitors reach the company and the figures the landing page claims, each
 * with its source; a plain form post. Values still equal to the sketch's samples are marked 'Mẫu'.
 */
export function CompanyForm({
  values,
  errors = {},
}: {
  values: Record<string, string>;
  errors?: Record<string, string>;
}) {
  const isSample = (field: keyof typeof fieldLabels) => values[field] === sampleDetails[field];
  const props = { values, errors };
  return (
    <form method="post" action="/admin/cong-ty" className="grid gap-6">
      <FieldsAlert problems={errors} />
      <fieldset className={section}>
        <legend className="px-1 text-lg font-bold">Liên hệ</legend>
        <Field
          name="legalName"
          label="Tên công ty (pháp lý)"
          hint="Hiện ở chân trang và dữ liệu cấu trúc."
          {...props}
        />
        <Field name="hotline" label={fieldLabels.hotline} sample={isSample('hotline')} type="tel" {...props} />
        <Field name="hotlineHours" label="Giờ nhận cuộc gọi" {...props} />
        <Field name="zalo" label={fieldLabels.zalo} sample={isSample('zalo')} type="tel" {...props} />
        <Field
          name="salesEmail"
          label={fieldLabels.salesEmail}
          sample={isSample('salesEmail')}
          type="email"
          {...props}
        />
        <Field name="officeAddress" label={fieldLabels.officeAddress} sample={isSample('officeAddress')} {...props} />
        <Field
          name="mapUrl"
          label="Đường dẫn bản đồ"
          hint="Để trống: trang Liên hệ mở tìm kiếm địa chỉ trên bản đồ."
          type="url"
          {...props}
        />
        <Field
          name="officeHours"
          label="Giờ làm việc"
          hint="Mỗi dòng một khoảng, ví dụ “Thứ Hai đến thứ Sáu: 8:00–18:00”. Chỉ để hiển thị trên trang web; giờ dùng để tính thời gian phản hồi khách do người quản trị máy chủ cài đặt."
          textarea
          {...props}
        />
        <Field
          name="onsiteAreas"
          label="Khu vực demo tại khách sạn"
          hint="Mỗi dòng một tỉnh/thành phố, ví dụ “TP. Hồ Chí Minh”. Khách đặt demo tại khách sạn chọn một trong các khu vực này; để trống nếu chỉ demo trực tuyến."
          textarea
          {...props}
        />
      </fieldset>
      <fieldset className={section}>
        <legend className="px-1 text-lg font-bold">Mạng xã hội</legend>
        {Object.entries(socialNetworks).map(([network, label]) => (
          <Field key={network} name={socialField(network as SocialNetwork)} label={label} type="url" {...props} />
        ))}
      </fieldset>
      <fieldset className={section}>
        <legend className="px-1 text-lg font-bold">Số liệu trên trang chủ</legend>
        <p className="text-sm text-muted-foreground">
          Mỗi số liệu cần ghi nguồn (khảo sát, dữ liệu hệ thống, đánh giá). Khi tắt “Hiện nội dung mẫu”, số liệu chưa có
          nguồn sẽ không hiện trên trang.
        </p>
        {claimIds.map((id) => (
          <div key={id} className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            <Field
              name={claimField(id, 'value')}
              label={claimLabels[id]}
              sample={!values[claimField(id, 'source')]}
              {...props}
            />
            <Field name={claimField(id, 'source')} label="Nguồn" {...props} />
          </div>
        ))}
      </fieldset>
      <label className="flex min-h-11 items-center gap-3 font-bold">
        <input
          type="checkbox"
          name="showSamples"
          defaultChecked={values.showSamples === 'on'}
          className="size-5 accent-primary"
        />
        Hiện nội dung mẫu (số liệu chưa có nguồn và câu chuyện khách hàng minh họa)
      </label>
      <Button type="submit" size="lg" className="w-full sm:w-fit">
        Lưu thông tin công ty
      </Button>
    </form>
  );
}
