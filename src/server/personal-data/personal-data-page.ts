import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { noticeOf } from '../../lib/booking/availability-notices.ts';
import { readPersonCorrection } from '../../lib/personal-data/person-correction.ts';
import { personCsv, personJson } from '../../lib/personal-data/person-export.ts';
import { personQueryMessages, readPersonQuery } from '../../lib/personal-data/person-query.ts';
import { personalDataPath, type PersonalDataView } from '../../lib/personal-data/personal-data-page.ts';
import { audit } from '../audit/index.ts';
import type { Database } from '../db/database.ts';
import type { PageAnswer } from '../http/page-answer.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { leadRetentionMonths, leadsGoingSoon } from './lead-retention.ts';
import { correctPerson, erasePerson, keepUnderContract, lookUpPerson } from './personal-data.ts';
import { findPersonRecords } from './person-records.repository.ts';
import { answerRequest, openPersonRequests, recordRequest } from './person-requests.ts';
import { readPersonRequest } from '../../lib/personal-data/person-requests.ts';
import { countByPlace, describeCounts } from '../../lib/personal-data/person-records.ts';

/** What the page says after a post, named in its address (?thong-bao=erased). */
const notices = {
  erased: 'Đã xóa vĩnh viễn mọi dữ liệu về người này. Nhật ký thao tác ghi lại việc xóa, không ghi thông tin của họ.',
  kept: 'Đã giữ khách hàng này theo hợp đồng: dữ liệu không bị xóa khi hết hạn lưu giữ.',
  released: 'Đã thôi giữ theo hợp đồng: dữ liệu sẽ bị xóa khi hết hạn lưu giữ.',
  unchanged: 'Không có gì thay đổi: chỉ khách hàng đã chốt (Thành công) mới giữ theo hợp đồng được.',
  recorded: 'Đã ghi nhận yêu cầu; hạn trả lời là 72 giờ kể từ bây giờ.',
  running: 'Yêu cầu này đã được xác nhận từ trước: hạn trả lời vẫn tính từ lúc đó.',
  answered: 'Đã đánh dấu yêu cầu là đã trả lời. Yêu cầu chỉ còn loại và thời điểm, không còn email hay ghi chú.',
  not_open: 'Không có gì thay đổi: yêu cầu này đã được trả lời trước đó.',
};

/**
 * /admin/du-lieu-ca-nhan, owners only (admin-access.ts): a person's data found by e-mail or phone,
 * shown, corrected, or erased after one confirmation. Plain form posts; 'find' and a refused
 * correction answer with the page, an erasure with a redirect and a notice (post, redirect, get).
 */
export async function personalDataPage(
  db: Kysely<Database>,
  staff: SignedInStaff,
  context: APIContext,
): Promise<Response | (PersonalDataView & PageAnswer)> {
  const now = new Date();
  const answer = await answerPost(db, staff, context, now);
  // The requests and the retention list show in place of a person's records: read only when shown.
  if (answer instanceof Response || answer.records) return answer;
  const [goingSoon, requests] = await Promise.all([leadsGoingSoon(db, now), openPersonRequests(db)]);
  return { ...answer, goingSoon, requests };
}

/** The page as a post leaves it (or as a GET shows it), without the retention list. */
async function answerPost(
  db: Kysely<Database>,
  staff: SignedInStaff,
  context: APIContext,
  now: Date,
): Promise<Response | (PersonalDataView & PageAnswer)> {
  const view: PersonalDataView & PageAnswer = {
    status: 200,
    typed: '',
    step: 'find',
    correction: { values: {}, errors: {} },
    notice: noticeOf(notices, context.url.searchParams.get('thong-bao')),
    retentionMonths: leadRetentionMonths,
    goingSoon: [],
    requests: [],
    now: now.toISOString(),
    record: { values: { email: '', kind: '', detail: '' }, errors: {} },
  };
  if (context.request.method !== 'POST') return view;
  const form = await readForm(context.request);
  if (typeof form === 'string') return bodyProblemResponse(form);
  const action = form.get('action');
  if (action === 'keep' || action === 'release') {
    const id = form.get('lead') ?? '';
    if (!id || id.length > 36) return bodyProblemResponse('malformed');
    const changed = await keepUnderContract(db, id, action === 'keep', staff);
    return context.redirect(
      `${personalDataPath}?thong-bao=${changed ? (action === 'keep' ? 'kept' : 'released') : 'unchanged'}`,
      303,
    );
  }
  if (action === 'request_done') {
    const id = form.get('request') ?? '';
    if (!id || id.length > 36) return bodyProblemResponse('malformed');
    const answered = await answerRequest(db, id, staff, now);
    return context.redirect(`${personalDataPath}?thong-bao=${answered ? 'answered' : 'not_open'}`, 303);
  }
  if (action === 'record_request') {
    const values = { email: form.get('email') ?? '', kind: form.get('kind') ?? '', detail: form.get('detail') ?? '' };
    const read = readPersonRequest(values);
    if (!read.ok) return { ...view, notice: undefined, status: 422, record: { values, errors: read.errors } };
    const recorded = await recordRequest(db, read.value, staff, now);
    return context.redirect(`${personalDataPath}?thong-bao=${recorded}`, 303);
  }
  view.notice = undefined;
  view.typed = (form.get('q') ?? '').slice(0, 300);
  const key = readPersonQuery(view.typed);
  if (typeof key === 'string') return { ...view, status: 422, queryError: personQueryMessages[key] };
  switch (action) {
    case 'find':
      return { ...view, records: await lookUpPerson(db, key, staff) };
    case 'confirm_erase':
      return { ...view, step: 'confirm_erase', records: await findPersonRecords(db, key) };
    case 'erase':
      // Only from the confirmation, which lists what will go: anything else is asked first.
      if (form.get('confirm') !== 'yes')
        return { ...view, step: 'confirm_erase', records: await findPersonRecords(db, key) };
      await erasePerson(db, key, staff, now);
      return context.redirect(`${personalDataPath}?thong-bao=erased`, 303);
    case 'correct': {
      const read = readPersonCorrection(Object.fromEntries(form));
      if (!read.ok) {
        const values = { name: form.get('name') ?? '', email: form.get('email') ?? '', phone: form.get('phone') ?? '' };
        return {
          ...view,
          status: 422,
          records: await findPersonRecords(db, key),
          correction: { values, errors: read.errors },
        };
      }
      await correctPerson(db, key, read.value, staff);
      // Shown again under what it is now: the new e-mail or phone when one was given.
      const typed = key.emailKey ? (read.value.email ?? view.typed) : (read.value.phone ?? view.typed);
      const current = readPersonQuery(typed);
      const records = typeof current === 'string' ? [] : await findPersonRecords(db, current);
      return { ...view, typed, records, notice: 'Đã sửa trong mọi yêu cầu và đăng ký bản tin của người này.' };
    }
    default:
      return bodyProblemResponse('malformed');
  }
}

/** POST /admin/du-lieu-ca-nhan.json or .csv: the person's copy as a download, written to the audit log (how many records, not whose). */
export async function personalDataExport(
  db: Kysely<Database>,
  staff: SignedInStaff,
  request: Request,
  format: 'json' | 'csv',
): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  const form = await readForm(request);
  if (typeof form === 'string') return bodyProblemResponse(form);
  const typed = form.get('q') ?? '';
  const key = readPersonQuery(typed);
  if (typeof key === 'string') {
    return new Response(`${personQueryMessages[key]}\n`, {
      status: 422,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const now = new Date();
  const records = await findPersonRecords(db, key);
  const counts = Object.fromEntries(countByPlace(records).map(({ place, count }) => [place, count]));
  await audit(db, {
    action: 'personal_data_exported',
    actor: staff,
    detail: `${format.toUpperCase()}: ${describeCounts(counts)}`,
  });
  const name = `du-lieu-ca-nhan-${now.toISOString().slice(0, 10)}.${format}`;
  const body = format === 'json' ? personJson(typed.trim(), records, now) : personCsv(records);
  return new Response(body, {
    headers: {
      'content-type': format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
  });
}
