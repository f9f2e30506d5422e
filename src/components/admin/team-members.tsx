import { Button, buttonVariants } from '@/components/ui/button';
import { roleLabels, staffRoles } from '@/lib/auth/staff-roles';
import type { TeamMember } from '@/lib/auth/team';
import { formatDateTime } from '@/lib/format';
import { controlClass } from './admin-form';
import { TakingLeadsSwitch } from './taking-leads-switch';

/** Changes a member's role: a select of the three roles and a button. */
function RoleForm({ member }: { member: TeamMember }) {
  const selectId = `role-${member.id}`;
  return (
    <form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="action" value="role" />
      <input type="hidden" name="user" value={member.id} />
      <label htmlFor={selectId} className="sr-only">
        {`Vai trò của ${member.name || member.email}`}
      </label>
      <select id={selectId} name="role" defaultValue={member.role} className={controlClass}>
        {staffRoles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
      <Button type="submit" variant="outline">
        Đổi vai trò
      </Button>
    </form>
  );
}

/** Every account: who, which role, whether active; an owner changes roles and locks or unlocks accounts. */
export function TeamMembers({ members, selfId }: { members: TeamMember[]; selfId: string }) {
  return (
    <section aria-labelledby="members-heading" className="grid gap-4">
      <h2 id="members-heading" className="text-xl font-bold">
        {`Thành viên (${members.length})`}
      </h2>
      <ul className="grid gap-3">
        {members.map((member) => (
          <li key={member.id} className="grid gap-3 rounded-xl border border-border p-4 sm:grid-cols-[1fr_auto]">
            <div className="min-w-0">
              <p className="font-bold break-words">
                {member.name || member.email}
                {member.id === selfId && <span className="font-normal text-muted-foreground"> (bạn)</span>}
              </p>
              <p className="text-sm break-all text-muted-foreground">{member.email}</p>
              <p className="mt-1 text-sm">
                {`${roleLabels[member.role]} · ${member.active ? 'Đang hoạt động' : 'Đã khoá'} · ${member.twoFactor ? 'Đã bật xác thực hai bước' : 'Chưa bật xác thực hai bước'} · từ ${formatDateTime(member.createdAt)}`}
              </p>
            </div>
            <div className="flex flex-wrap items-end gap-2 sm:justify-end">
              <RoleForm member={member} />
              {member.role === 'sales' && member.active && (
                <TakingLeadsSwitch userId={member.id} taking={member.takingLeads} back="/admin/nhan-vien" />
              )}
              {member.role === 'sales' && (
                <a
                  href={`/admin/lich-hen?nv=${encodeURIComponent(member.id)}`}
                  className={buttonVariants({ variant: 'outline' })}
                  aria-label={`Lịch nhận demo của ${member.name || member.email}`}
                >
                  Lịch nhận demo
                </a>
              )}
              {member.id !== selfId && (
                <form method="post">
                  <input type="hidden" name="action" value={member.active ? 'deactivate' : 'reactivate'} />
                  <input type="hidden" name="user" value={member.id} />
                  <Button type="submit" variant={member.active ? 'outline' : 'secondary'}>
                    {member.active ? 'Khoá tài khoản' : 'Mở lại tài khoản'}
                  </Button>
                </form>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
