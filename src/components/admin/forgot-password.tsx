import { Button } from '@/components/ui/button';
import { AccountField } from './account-field';
import { FormAlert, FormNotice } from './form-message';

/** 'Quên mật khẩu?': an address; afterwards the same answer whether it has an account or not. */
export function ForgotPassword({ answer, refused }: { answer: string | undefined; refused: string | undefined }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">Quên mật khẩu</h1>
      <p className="mt-3 text-muted-foreground">
        Nhập email đăng nhập của bạn, chúng tôi sẽ gửi liên kết đặt lại mật khẩu.
      </p>
      {answer && <FormNotice className="mt-6">{answer}</FormNotice>}
      {refused && <FormAlert className="mt-6">{refused}</FormAlert>}
      <form method="post" className="mt-8 grid gap-4">
        <AccountField label="Email" name="email" type="email" autoComplete="username" maxLength={254} />
        <Button type="submit" size="lg">
          Gửi liên kết đặt lại
        </Button>
      </form>
      <a
        href="/admin/login"
        className="mt-6 inline-flex min-h-11 items-center font-bold text-primary underline-offset-4 hover:underline"
      >
        Quay lại đăng nhập
      </a>
    </div>
  );
}
