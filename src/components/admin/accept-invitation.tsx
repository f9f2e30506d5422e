import { Button } from '@/components/ui/button';
import { roleLabels, type StaffRole } from '@/lib/auth/staff-roles';
import { AccountField, NewPasswordFields } from './account-field';
import { FieldsAlert } from './form-message';

type Problems = { name?: string | undefined; password?: string | undefined; confirm?: string | undefined };

/** An invitation's page: the invited address and role, then a name and a password to choose. */
export function AcceptInvitation({
  invitation,
  token,
  name,
  problems,
}: {
  invitation: { email: string; role: StaffRole } | null;
  token: string;
  name: string;
  problems: Problems;
}) {
  if (!invitation) {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <h1 className="text-2xl font-bold">Lời mời không còn hiệu lực</h1>
        <p className="mt-4">
          Lời mời này đã được dùng, đã bị thu hồi hoặc đã hết hạn. Hãy nhờ người quản trị gửi lời mời mới.
        </p>
        <a href="/admin/login" className="mt-6 inline-flex min-h-11 items-center font-bold text-primary underline">
          Đến trang đăng nhập
        </a>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">Tham gia khu quản trị</h1>
      <p className="mt-3 break-words text-muted-foreground">
        {`Tài khoản ${invitation.email}, vai trò “${roleLabels[invitation.role]}”.`}
      </p>
      <FieldsAlert problems={problems} className="mt-6" />
      <form method="post" className="mt-8 grid gap-4">
        <input type="hidden" name="ma" value={token} />
        <AccountField
          label="Họ tên"
          name="name"
          autoComplete="name"
          defaultValue={name}
          maxLength={100}
          error={problems.name}
        />
        <NewPasswordFields errors={problems} />
        <Button type="submit" size="lg">
          Tạo tài khoản và đăng nhập
        </Button>
      </form>
    </div>
  );
}
