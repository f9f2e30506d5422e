import { LabeledInput } from '@/components/admin/labeled-input';
import { Button } from '@/components/ui/button';
import { synonymsPath, type SynonymInput } from '@/lib/assistant/synonym-input';
import { maxSynonymLength } from '@/lib/assistant/synonyms';

const fields: Array<{ name: keyof SynonymInput; label: string; hint: string }> = [
  {
    name: 'phrase',
    label: 'Cụm từ khách dùng',
    hint: 'Ví dụ: cúp mạng. Nhập lại một cụm từ đã có để đổi nghĩa của nó.',
  },
  { name: 'means', label: 'Trợ lý hiểu là', hint: 'Cách trang viết điều đó, ví dụ: mất mạng.' },
];

/** 'Thêm từ đồng nghĩa': a phrase and its meaning, a plain form post; a refused one comes back with its messages. */
export function SynonymForm({
  values,
  errors,
}: {
  values: Partial<SynonymInput>;
  errors: Partial<Record<keyof SynonymInput, string>>;
}) {
  return (
    <form
      method="post"
      action={synonymsPath}
      aria-labelledby="them-tu-dong-nghia"
      className="grid gap-4 rounded-xl border border-border p-4"
    >
      <h2 id="them-tu-dong-nghia" className="text-xl font-bold">
        Thêm từ đồng nghĩa
      </h2>
      <input type="hidden" name="action" value="add" />
      {fields.map(({ name, label, hint }) => (
        <LabeledInput
          key={name}
          id={`synonym-${name}`}
          name={name}
          label={label}
          hint={hint}
          required
          maxLength={maxSynonymLength}
          autoComplete="off"
          defaultValue={values[name] ?? ''}
          error={errors[name]}
        />
      ))}
      <Button type="submit" className="justify-self-start">
        Lưu từ đồng nghĩa
      </Button>
    </form>
  );
}
