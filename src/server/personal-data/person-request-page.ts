import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import { personRequestConfirmPath, readPersonRequest } from '../../lib/personal-data/person-requests.ts';
import type { PersonRequestConfirmView, PersonRequestView } from '../../lib/personal-data/person-request-page.ts';
import type { Database } from '../db/database.ts';
import type { PageAnswer } from '../http/page-answer.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { requestDevice } from '../http/request-device.ts';
import { currentSite } from '../settings/index.ts';
import { confirmRequest, openRequestLink, personRequestsByMail, requestFromPerson } from './person-requests.ts';

// The person's side of their requests: the public page (/yeu-cau-du-lieu-ca-nhan) and the page of
// the link e-mailed to prove the address (/yeu-cau-du-lieu-ca-nhan/xac-nhan?ma=…). Never cached.

const answerText =
  'Đã nhận. Nếu địa chỉ email này hợp lệ, trong ít phút anh/chị sẽ nhận được thư của chúng tôi: đường dẫn xác nhận (nhấn “Xác nhận yêu cầu” trong vòng 24 giờ), hoặc thông báo yêu cầu đang được xử lý. Nếu không thấy thư, hãy kiểm tra cả mục Thư rác (Spam).';
const refusedText = 'Anh/chị đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.';

/** GET shows the form (or how to ask without one); POST stores the request and e-mails its link. */
export async function personRequestPage(
  db: Kysely<Database>,
  context: APIContext,
): Promise<Response | (PersonRequestView & PageAnswer)> {
  const site = await currentSite(db);
  const view: PersonRequestView & PageAnswer = {
    status: 200,
    byMail: personRequestsByMail(),
    salesEmail: site.salesEmail,
    hotline: { display: site.hotline.display, href: site.hotline.href },
    values: { email: '', kind: '', detail: '' },
    errors: {},
  };
  if (context.request.method !== 'POST') return view;
  // Without a mail server the page takes no request: it could not prove whose address it is.
  if (!view.byMail) return new Response(null, { status: 405, headers: { allow: 'GET' } });
  const form = await readForm(context.request);
  if (typeof form === 'string') return bodyProblemResponse(form);
  const values = { email: form.get('email') ?? '', kind: form.get('kind') ?? '', detail: form.get('detail') ?? '' };
  const read = readPersonRequest(values);
  if (!read.ok) {
    const shown = {
      email: values.email.slice(0, 254),
      kind: values.kind.slice(0, 16),
      detail: values.detail.slice(0, 1000),
    };
    return { ...view, status: 422, values: shown, errors: read.errors };
  }
  const now = new Date();
  const client = requestDevice(context.request, context.clientAddress).address;
  const result = await requestFromPerson(db, read.value, { client, now });
  if (result === 'limited') return { ...view, status: 429, retryAfter: 60, values, refused: refusedText };
  // The form comes back empty: the answer is all the page says about the address.
  return { ...view, answer: answerText };
}

/** The link's page: GET shows the button (a mail scanner's visit confirms nothing), POST confirms. */
export async function personRequestConfirmPage(
  db: Kysely<Database>,
  context: APIContext,
): Promise<Response | (PersonRequestConfirmView & PageAnswer)> {
  const token = context.url.searchParams.get('ma') ?? '';
  const now = new Date();
  if (context.request.method === 'POST') {
    const form = await readForm(context.request);
    if (typeof form === 'string') return bodyProblemResponse(form);
    const done = await confirmRequest(db, token, now);
    return { ...done, status: statusOf(done.state) };
  }
  const link = await openRequestLink(db, token, now);
  if (link.state !== 'open') return { ...link, status: statusOf(link.state) };
  return { ...link, action: `${personRequestConfirmPath}?ma=${encodeURIComponent(token)}`, status: 200 };
}

/** A link that does nothing says why with its status: 404 wrong, 410 expired or replaced, 409 already used. */
function statusOf(state: PersonRequestConfirmView['state']): number {
  return { open: 200, confirmed: 200, wrong: 404, expired: 410, replaced: 410, used: 409 }[state];
}
