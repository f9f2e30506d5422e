import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { audit } from '../audit/index.ts';
import { findUserById } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { setTakingLeads } from './assignment.repository.ts';

// Where the switch is: a salesperson's own account page, or the owner's team page.
const backTo = new Set(['/admin/tai-khoan', '/admin/nhan-vien']);

/**
 * POST /admin/nhan-khach, 'Đang nhận khách' on or off. A salesperson switches themselves; the owner
 * role switches anyone with the sales role. Anything else is refused (403) and changes nothing.
 */
export async function takingLeadsPost(
  db: Kysely<Database>,
  staff: SignedInStaff,
  context: APIContext,
): Promise<Response> {
  const form = await readForm(context.request);
  if (typeof form === 'string') return bodyProblemResponse(form);
  const userId = String(form.get('user') ?? '');
  if (userId !== staff.id && staff.role !== 'owner')
    return Response.json({ message: 'Bạn chỉ đổi được trạng thái nhận khách của chính mình.' }, { status: 403 });
  const switchTo = form.get('taking');
  if (switchTo !== 'on' && switchTo !== 'off')
    return Response.json({ message: 'Chọn nhận khách hoặc tạm ngừng nhận khách.' }, { status: 400 });
  const taking = switchTo === 'on';
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
  return context.redirect(backTo.has(back) ? back : '/admin/tai-khoan', 303);
}
