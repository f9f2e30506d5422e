import { Button } from '@/components/ui/button';

/**
 * 'Đang nhận khách': whether new leads are dealt to this salesperson. A form posting to
 * /admin/nhan-khach, which comes back to `back`.
 */
export function TakingLeadsSwitch({ userId, taking, back }: { userId: string; taking: boolean; back: string }) {
  return (
    <form method="post" action="/admin/nhan-khach" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="user" value={userId} />
      <input type="hidden" name="taking" value={taking ? 'off' : 'on'} />
      <input type="hidden" name="back" value={back} />
      <span className="text-sm font-bold">{taking ? 'Đang nhận khách' : 'Đang tạm ngừng nhận khách'}</span>
      <Button type="submit" variant="outline">
        {taking ? 'Tạm ngừng nhận khách' : 'Nhận khách trở lại'}
      </Button>
    </form>
  );
}
