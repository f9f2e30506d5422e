import { Button } from '@/components/ui/button';

/** 'Bắt buộc xác thực hai bước': once on, accounts without it must enrol before anything else. */
export function TwoFactorRequirement({ required }: { required: boolean }) {
  return (
    <section aria-labelledby="requirement-heading" className="grid gap-4 rounded-xl border border-border p-4 sm:p-6">
      <h2 id="requirement-heading" className="text-xl font-bold">
        Bảo mật đăng nhập
      </h2>
      <form method="post" className="grid gap-4">
        <input type="hidden" name="action" value="require_two_factor" />
        <label className="flex min-h-11 items-start gap-3">
          <input type="checkbox" name="required" defaultChecked={required} className="mt-1 size-5 accent-primary" />
          <span>
            <span className="font-bold">Bắt buộc xác thực hai bước</span>
            <span className="block text-sm text-muted-foreground">
              Tài khoản chưa bật sẽ phải bật ngay ở lần truy cập tới, trước khi làm việc khác.
            </span>
          </span>
        </label>
        <Button type="submit" variant="outline" className="justify-self-start">
          Lưu cài đặt
        </Button>
      </form>
    </section>
  );
}
