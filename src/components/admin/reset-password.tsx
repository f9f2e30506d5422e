import { Button } from '@/components/ui/button';
import { NewPasswordFields } from './account-field';
import { FieldsAlert } from './form-message';

/** A reset link's page: a new password twice; or why the link no longer works. */
export function ResetPassword({
  email,
  token,
  problems,
}: {
  /** The account the link is for; null when the link is used, expired or unknown. */
  email: string | null;
  token: string;
  problems: { password?: string | undefined; confirm?: string | undefined };
}) {
  if (!email) {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <h1 className="text-2xl font-bold">Liên kết không còn hiệu lực</h1>
        <p className="mt-4">
          Liên kết đặt lại mật khẩu đã được dùng hoặc đã hết hạn (sau 60 phút). Bạn có thể yêu cầu liên kết mới.
        </p>
        <a
          href="/admin/quen-mat-khau"
          className="mt-6 inline-flex min-h-11 items-center font-bold text-primary underline"
        >
          Yêu cầu liên kết mới
        </a>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">Đặt mật khẩu mới</h1>
      <p className="mt-3 break-words text-muted-foreground">{`Tài khoản ${email}. Sau khi đặt, mọi phiên đăng nhập của tài khoản sẽ kết thúc.`}</p>
      <FieldsAlert problems={problems} className="mt-6" />
      <form method="post" className="mt-8 grid gap-4">
        <input type="hidden" name="ma" value={token} />
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields errors={problems} />
        <Button type="submit" size="lg">
          Đặt mật khẩu mới
        </Button>
      </form>
    </div>
  );
}
