import { LabeledInput } from '@/components/admin/labeled-input';
import { Button } from '@/components/ui/button';
import { maxPersonQueryLength } from '@/lib/personal-data/person-query';
import { personalDataPath } from '@/lib/personal-data/personal-data-page';

/** 'Tìm' a person by e-mail or phone: a plain form post, so what was typed stays out of the address. */
export function PersonSearchForm({ typed, error }: { typed: string; error?: string | undefined }) {
  return (
    <form method="post" action={personalDataPath} className="grid gap-3 rounded-xl border border-border p-4">
      <input type="hidden" name="action" value="find" />
      <LabeledInput
        id="person-q"
        name="q"
        type="text"
        inputMode="email"
        label="E-mail hoặc số điện thoại"
        hint="Viết thế nào cũng được: 0912 345 678, +84 912 345 678, An.Binh@gmail.com."
        required
        maxLength={maxPersonQueryLength}
        autoComplete="off"
        defaultValue={typed}
        error={error}
      />
      <Button type="submit" className="justify-self-start">
        Tìm
      </Button>
    </form>
  );
}
