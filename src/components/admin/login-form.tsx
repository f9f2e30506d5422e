import { Button } from '@/components/ui/button';

/** The staff sign-in form; `message` explains a refusal. */
export function LoginForm({ next, email, message }: { next: string; email: string; message?: string | undefined }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">Đăng nhập quản trị</h1>
      {message && (
        <p role="alert" className="mt-6 rounded-lg border border-destructive p-4 text-destructive">
          {message}
        </p>
      )}
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
    </div>
  );
}
