import { Button } from '@/components/ui/button';
import { roleLabels } from '@/lib/auth/staff-roles';
import type { OpenInvitation } from '@/lib/auth/team';
import { formatDateTime } from '@/lib/format';

/** Invitations waiting to be accepted, each with 'Thu hồi'. */
export function OpenInvitations({ invitations }: { invitations: OpenInvitation[] }) {
  if (!invitations.length) return null;
  return (
    <section aria-labelledby="invitations-heading" className="grid gap-4">
      <h2 id="invitations-heading" className="text-xl font-bold">
        {`Lời mời đang chờ (${invitations.length})`}
      </h2>
      <ul className="grid gap-3">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-4"
          >
            <div className="min-w-0">
              <p className="font-bold break-all">{invitation.email}</p>
              <p className="text-sm text-muted-foreground">
                {`${roleLabels[invitation.role]} · hết hạn ${formatDateTime(invitation.expiresAt)}`}
              </p>
            </div>
            <form method="post">
              <input type="hidden" name="action" value="revoke" />
              <input type="hidden" name="invitation" value={invitation.id} />
              <Button type="submit" variant="outline">
                Thu hồi
              </Button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}
