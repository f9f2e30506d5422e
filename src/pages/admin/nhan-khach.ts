import type { APIRoute } from 'astro';
import { audit } from '@/server/audit/audit-log';
import { findUserById } from '@/server/auth/staff.repository';
import { getDb } from '@/server/db/instance';
import { bodyProblemResponse, readForm } from '@/server/http/read-body';
import { setTakingLeads } from '@/server/sales/assignment.repository';

export const prerender = false;

export { postOnly as ALL } from '@/server/http/request-guard';

// Where the switch is: a salesperson's own account page, or the owner's team page.
const backTo = new Set(['/admin/tai-khoan', '/admin/nhan-vien']);

/**
 * 'Đang nhận khách' on or off. A salesperson switches themselves; the owner role switches anyone
 * with the sales role. Anything else is refused (403) and changes nothing.
 */
export const POST: APIRoute = async ({ request, locals, redirect }) => {
  const form = await readForm(request);
  if (typeof form === 'string') return bodyProblemResponse(form);
  const staff = locals.staff!;
  const userId = String(form.get('user') ?? '');
  if (userId !== staff.id && staff.role !== 'owner')
    return Response.json({ message: 'Bạn chỉ đổi được trạng thái nhận khách của chính mình.' }, { status: 403 });
  const switchTo = form.get('taking');
  if (switchTo !== 'on' && switchTo !== 'off')
    return Response.json({ message: 'Chọn nhận khách hoặc tạm ngừng nhận khách.' }, { status: 400 });
  const taking = switchTo === 'on';
  const db = getDb();
  const target = await findUserById(db, userId);
  if (!target || !(await setTakingLeads(db, userId, taking)))
    return Response.json({ message: 'Chỉ tài khoản Kinh doanh mới nhận khách.' }, { status: 400 });
  await audit(db, {
    action: 'taking_leads_changed',
    actor: staff,
    subject: target.email,
    detail: taking ? 'Nhận khách' : 'Tạm ngừng nhận khách',
  });
  const back = String(form.get('back') ?? '');
  return redirect(backTo.has(back) ? back : '/admin/tai-khoan', 303);
};
