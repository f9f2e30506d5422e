import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from './form-message';

/** The staff sign-in form; `message` explains a refusal, `notice` says what just happened (a reset). */
export function LoginForm({
  next,
  email,
  message,
  notice,
}: {
  next: string;
  email: string;
  message?: string | undefined;
  notice?: string | undefined;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">Đăng nhập quản trị</h1>
      {notice && !message && <FormNotice className="mt-6">{notice}</FormNotice>}
      {message && <FormAlert className="mt-6">{message}</FormAlert>}
      <form method="post" className="mt-8 grid gap-4">
        <input type="hidden" name="next" value={next} />
        <label className="grid gap-1 text-sm font-bold">
          Email
          <input
            type="email"
            name="email"
            required
            autoComplete="username"
            defaultValue={email}
            className="min-h-11 rounded-lg border border-border px-3 text-base font-normal"
          />
        </label>
        <label className="grid gap-1 text-sm font-bold">
          Mật khẩu
          <input
            type="password"
            name="password"
            required
            autoComplete="current-password"
            className="min-h-11 rounded-lg border border-border px-3 text-base font-normal"
          />
        </label>
        <Button type="submit" size="lg">
          Đăng nhập
        </Button>
      </form>
      <a
        href="/admin/quen-mat-khau"
        className="mt-6 inline-flex min-h-11 items-center font-bold text-primary underline-offset-4 hover:underline"
      >
        Quên mật khẩu?
      </a>
    </div>
  );
}
