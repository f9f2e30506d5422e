import { Button } from '@/components/ui/button';
import { roleLabels, staffRoles } from '@/lib/auth/staff-roles';
import { controlClass, fieldClass } from './admin-form';

/** 'Mời thành viên': an address and a role; the link goes by e-mail, or is shown once. */
export function InviteForm() {
  return (
    <section aria-labelledby="invite-heading" className="grid gap-4 rounded-xl border border-border p-4 sm:p-6">
      <h2 id="invite-heading" className="text-xl font-bold">
        Mời thành viên
      </h2>
      <p className="text-sm text-muted-foreground">
        Người được mời nhận một liên kết dùng một lần, hết hạn sau 72 giờ, để tự đặt họ tên và mật khẩu.
      </p>
      <form method="post" className="grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <input type="hidden" name="action" value="invite" />
        <label className={fieldClass}>
          Email
          <input type="email" name="email" required maxLength={254} autoComplete="off" className={controlClass} />
        </label>
        <label className={fieldClass}>
          Vai trò
          <select name="role" defaultValue="sales" className={controlClass}>
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">Gửi lời mời</Button>
      </form>
    </section>
  );
}
