import { Button } from '@/components/ui/button';
import type { AccountProblems, AccountSession } from '@/lib/auth/my-account';
import { roleLabels, type SignedInStaff } from '@/lib/auth/staff-roles';
import { formatDateTime } from '@/lib/format';
import { AccountField, NewPasswordFields } from './account-field';
import { FieldsAlert } from './form-message';

const sectionClass = 'grid gap-4 rounded-xl border border-border p-4 sm:p-6';

/** One session: the browser, where from, since when; 'Kết thúc phiên' for any of them. */
function SessionItem({ session }: { session: AccountSession }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4">
      <div className="min-w-0">
        <p className="font-bold">
          {session.device}
          {session.current && <span className="font-normal text-primary"> · Phiên này</span>}
        </p>
        <p className="text-sm text-muted-foreground">
          {`${session.address ? `${session.address} · ` : ''}đăng nhập ${formatDateTime(session.createdAt)} · hoạt động ${formatDateTime(session.lastSeenAt)}`}
        </p>
      </div>
      <form method="post">
        <input type="hidden" name="action" value="end_session" />
        <input type="hidden" name="session" value={session.id} />
        <Button type="submit" variant="outline">
          {session.current ? 'Đăng xuất phiên này' : 'Kết thúc phiên'}
        </Button>
      </form>
    </li>
  );
}

/** 'Tài khoản của tôi': the member's name, a password change, and their sessions. */
export function MyAccount({
  staff,
  sessions,
  problems,
  form,
}: {
  staff: SignedInStaff;
  sessions: AccountSession[];
  problems: AccountProblems;
  /** The form the problems belong to. */
  form: 'name' | 'password' | undefined;
}) {
  const nameProblems = form === 'name' ? problems : {};
  const passwordProblems = form === 'password' ? problems : {};
  return (
    <>
      <section aria-labelledby="profile-heading" className={sectionClass}>
        <h2 id="profile-heading" className="text-xl font-bold">
          Hồ sơ
        </h2>
        <p className="text-sm break-all text-muted-foreground">{`${staff.email} · ${roleLabels[staff.role]}`}</p>
        <FieldsAlert problems={nameProblems} />
        <form method="post" className="grid gap-4">
          <input type="hidden" name="action" value="name" />
          <AccountField
            label="Họ tên"
            name="name"
            autoComplete="name"
            defaultValue={staff.name}
            maxLength={100}
            error={nameProblems.name}
          />
          <Button type="submit" className="justify-self-start">
            Lưu họ tên
          </Button>
        </form>
      </section>

      <section aria-labelledby="password-heading" className={sectionClass}>
        <h2 id="password-heading" className="text-xl font-bold">
          Đổi mật khẩu
        </h2>
        <p className="text-sm text-muted-foreground">Sau khi đổi, mọi phiên đăng nhập khác của bạn sẽ kết thúc.</p>
        <FieldsAlert problems={passwordProblems} />
        <form method="post" className="grid gap-4">
          <input type="hidden" name="action" value="password" />
          <input type="email" name="username" autoComplete="username" value={staff.email} readOnly hidden />
          <AccountField
            label="Mật khẩu hiện tại"
            name="current"
            type="password"
            autoComplete="current-password"
            error={passwordProblems.current}
          />
          <NewPasswordFields errors={passwordProblems} />
          <Button type="submit" className="justify-self-start">
            Đổi mật khẩu
          </Button>
        </form>
      </section>

      <section aria-labelledby="two-factor-heading" className={sectionClass}>
        <h2 id="two-factor-heading" className="text-xl font-bold">
          Xác thực hai bước
        </h2>
        <p>
          {staff.twoFactor
            ? 'Đang bật: khi đăng nhập, bạn nhập thêm mã từ ứng dụng trên điện thoại.'
            : 'Chưa bật. Bật để người biết mật khẩu của bạn vẫn không đăng nhập được.'}
        </p>
        <a
          href="/admin/hai-buoc"
          className="inline-flex min-h-11 items-center font-bold text-primary underline-offset-4 hover:underline"
        >
          {staff.twoFactor ? 'Quản lý xác thực hai bước' : 'Bật xác thực hai bước'}
        </a>
      </section>

      <section aria-labelledby="sessions-heading" className={sectionClass}>
        <h2 id="sessions-heading" className="text-xl font-bold">
          {`Phiên đăng nhập (${sessions.length})`}
        </h2>
        <p className="text-sm text-muted-foreground">Thấy một thiết bị lạ? Hãy kết thúc phiên đó và đổi mật khẩu.</p>
        <ul className="grid gap-3">
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
        {sessions.length > 1 && (
          <form method="post">
            <input type="hidden" name="action" value="end_others" />
            <Button type="submit" variant="secondary">
              Kết thúc mọi phiên khác
            </Button>
          </form>
        )}
      </section>
    </>
  );
}
