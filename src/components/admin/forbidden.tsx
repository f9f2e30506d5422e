import { buttonVariants } from '@/components/ui/button';
import { roleLabels, type StaffRole } from '@/lib/auth/staff-roles';

/** What a member sees on a page their role does not open (status 403). */
export function Forbidden({ role, home }: { role: StaffRole; home: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-7xl font-bold text-primary">403</p>
      <h1 className="mt-4 text-2xl font-bold">Bạn không có quyền xem trang này</h1>
      <p className="mt-3 text-muted-foreground">
        {`Tài khoản của bạn có vai trò “${roleLabels[role]}”. `}
        Nếu bạn cần quyền này, hãy nhờ người quản trị thay đổi vai trò.
      </p>
      <a href={home} className={`${buttonVariants()} mt-8`}>
        Về trang của bạn
      </a>
    </div>
  );
}
