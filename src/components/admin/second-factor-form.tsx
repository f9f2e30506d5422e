import { Button } from '@/components/ui/button';
import { AccountField } from './account-field';
import { FormAlert } from './form-message';

/** The second half of a sign-in: a code from the authenticator app, or a recovery code. */
export function SecondFactorForm({ message, expired }: { message: string | undefined; expired: boolean }) {
  if (expired) {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <h1 className="text-2xl font-bold">Phiên đăng nhập đã hết hạn</h1>
        <p className="mt-4">{message ?? 'Bạn cần nhập mã trong vòng 5 phút sau mật khẩu. Vui lòng đăng nhập lại.'}</p>
        <a href="/admin/login" className="mt-6 inline-flex min-h-11 items-center font-bold text-primary underline">
          Đăng nhập lại
        </a>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">Xác thực hai bước</h1>
      <p className="mt-3 text-muted-foreground">
        Mở ứng dụng xác thực trên điện thoại và nhập mã 6 chữ số, hoặc nhập một mã khôi phục.
      </p>
      {message && <FormAlert className="mt-6">{message}</FormAlert>}
      <form method="post" className="mt-8 grid gap-4">
        <AccountField label="Mã xác thực" name="code" autoComplete="one-time-code" maxLength={20} />
        <Button type="submit" size="lg">
          Xác nhận
        </Button>
      </form>
    </div>
  );
}
