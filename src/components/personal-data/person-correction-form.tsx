import { LabeledInput } from '@/components/admin/labeled-input';
import { Button } from '@/components/ui/button';
import type { PersonCorrection, PersonCorrectionErrors } from '@/lib/personal-data/person-correction';
import { personalDataPath } from '@/lib/personal-data/personal-data-page';

const fields: Array<{ name: keyof PersonCorrection; label: string; type: string; autoComplete: string }> = [
  { name: 'name', label: 'Họ tên mới', type: 'text', autoComplete: 'off' },
  { name: 'email', label: 'E-mail mới', type: 'email', autoComplete: 'off' },
  { name: 'phone', label: 'Số điện thoại mới', type: 'tel', autoComplete: 'off' },
];

/** 'Sửa thông tin': a new name, e-mail or phone written wherever the old one was copied. */
export function PersonCorrectionForm({
  typed,
  values,
  errors,
}: {
  typed: string;
  values: PersonCorrection;
  errors: PersonCorrectionErrors;
}) {
  return (
    <form
      method="post"
      action={personalDataPath}
      aria-labelledby="sua-thong-tin"
      className="grid gap-3 rounded-xl border border-border p-4"
    >
      <h2 id="sua-thong-tin" className="text-xl font-bold">
        Sửa thông tin
      </h2>
      <p>Điền mục cần sửa, bỏ trống mục giữ nguyên. Mọi yêu cầu và đăng ký bản tin của người này được sửa cùng lúc.</p>
      <input type="hidden" name="action" value="correct" />
      <input type="hidden" name="q" value={typed} />
      {fields.map(({ name, label, type, autoComplete }) => (
        <LabeledInput
          key={name}
          id={`correct-${name}`}
          name={name}
          type={type}
          label={label}
          autoComplete={autoComplete}
          defaultValue={values[name] ?? ''}
          error={errors[name]}
        />
      ))}
      <Button type="submit" variant="outline" className="justify-self-start">
        Lưu thông tin mới
      </Button>
    </form>
  );
}
