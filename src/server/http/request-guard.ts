import type { APIContext, APIRoute, MiddlewareHandler } from 'astro';
import { assistantEndpoint } from '../../lib/assistant/assistant-protocol.ts';
import { editorSegmentPattern } from '../../lib/content/content-kinds.ts';
import { countMalformedLead } from '../metrics/lead-metrics.ts';
import { bodyMessages, maxBodyBytes } from './read-body.ts';

// Which paths take a POST, and in what encoding; one list, so a request the site cannot use is
// refused with a clear 4xx before any handler reads it (never a 500 for a client's mistake).

/** Paths that take a form post, with the body types each accepts. */
const formTargets: Array<{ path: RegExp; types: readonly string[] }> = [
  { path: /^\/api\/leads\/[^/]+$/, types: ['application/json', 'application/x-www-form-urlencoded'] },
  // The assistant's question: JSON from its panel only.
  { path: /^\/api\/assistant$/, types: ['application/json'] },
  { path: /^\/(gui-yeu-cau|tin-tuc)$/, types: ['application/x-www-form-urlencoded', 'application/json'] },
  // The demo booking: the page's own plain form, its change of time and its cancellation.
  { path: /^\/dat-lich-demo(\/doi-gio|\/huy)?$/, types: ['application/x-www-form-urlencoded'] },
  {
    path: /^\/admin\/(login|logout|notifications\/resend|nhan-khach|leads\/[^/]+|nhan-vien|cong-ty|lich-hen|ngay-nghi|loi-moi|tai-khoan|quen-mat-khau|dat-lai-mat-khau|xac-thuc|hai-buoc)$/,
    types: ['application/x-www-form-urlencoded'],
  },
  // Push to my phones: the switch's JSON, the settings' and devices' plain forms.
  { path: /^\/admin\/thong-bao-dien-thoai\.json$/, types: ['application/json'] },
  { path: /^\/admin\/thong-bao-dien-thoai$/, types: ['application/x-www-form-urlencoded'] },
  // The content editor's saves (JSON from its island) and its plain forms (new draft, restore, lists).
  { path: /^\/admin\/noi-dung\/[^/]+\/(luu|xuat-ban|go-xuong|hen-gio)$/, types: ['application/json'] },
  {
    path: new RegExp(`^/admin/((${editorSegmentPattern})/(moi|[^/]+/lich-su)|chuyen-muc-tac-gia)$`),
    types: ['application/x-www-form-urlencoded'],
  },
  // What editors teach the assistant: 'Gắn' on the unanswered questions, the synonyms' forms.
  { path: /^\/admin\/tro-ly-(chua-tra-loi|tu-dong-nghia)$/, types: ['application/x-www-form-urlencoded'] },
  // A person's data: every step a plain form post, so an e-mail or phone never sits in an address.
  { path: /^\/admin\/du-lieu-ca-nhan(\.json|\.csv)?$/, types: ['application/x-www-form-urlencoded'] },
  // A person's own request about their data, and the confirmation of its e-mailed link.
  { path: /^\/yeu-cau-du-lieu-ca-nhan(\/xac-nhan)?$/, types: ['application/x-www-form-urlencoded'] },
];

/** Messages of the refusals, in Vietnamese as everything a person reads. */
export const refusalMessages = {
  405: 'Phương thức không được hỗ trợ tại địa chỉ này.',
  413: bodyMessages.too_large,
  415: 'Định dạng dữ liệu không được hỗ trợ.',
} as const;

/** Where visitors send leads: a refusal there is a lead refused, for /metrics. */
const leadPaths = /^\/(api\/leads\/[^/]+|gui-yeu-cau|dat-lich-demo)$/;

/** The JSON of a refusal under /api/: the assistant's contract names its message `error`, the forms' `message`. */
export const refusalJson = (path: string, message: string) =>
  path === assistantEndpoint ? { error: message } : { ok: false, message };

/** The refusal of a POST to `path` with `status`: JSON under /api/, plain text elsewhere. */
export function refuse(
  path: string,
  status: keyof typeof refusalMessages,
  headers: Record<string, string> = {},
): Response {
  if (leadPaths.test(path)) countMalformedLead();
  const message = refusalMessages[status];
  const init = { status, headers: { 'cache-control': 'no-store', ...headers } };
  return path.startsWith('/api/')
    ? Response.json(refusalJson(path, message), init)
    : new Response(`${message}\n`, {
        ...init,
        headers: { ...init.headers, 'content-type': 'text/plain; charset=utf-8' },
      });
}

/** The body types `path` takes in a form post, or undefined where no form is taken. */
export function formTypesAt(path: string): readonly string[] | undefined {
  return formTargets.find((candidate) => candidate.path.test(path))?.types;
}

/** A POST's answer, or its refusal: no form taken here (405), over the size cap (413), another encoding (415). */
function refusedOr(context: APIContext, next: () => Promise<Response>): Promise<Response> | Response {
  const { request } = context;
  const path = context.url.pathname;
  const types = formTypesAt(path);
  if (!types) return refuse(path, 405, { allow: 'GET, HEAD' });
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) return refuse(path, 413);
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!types.includes(type)) return refuse(path, 415);
  return next();
}

/**
 * A POST whose body was read in part and cut at the size cap ends its connection with the answer.
 * Kept open, the unread rest stood in front of the client's next request on that connection, which
 * waited for the keep-alive timeout (5 s) and was then reset. A body never read is left alone: Node
 * reads it to its end by itself, and closing early broke a client still sending (a 10 MB post got
 * EPIPE instead of its 413). The production server reads every POST's body before Astro and answers
 * one past the cap itself (scripts/lib/request-gate.ts); this stays for the development server.
 */
function closingIfBodyCut(request: Request, response: Response): Response {
  if (!request.bodyUsed || response.status !== 413) return response;
  const headers = new Headers(response.headers);
  headers.set('connection', 'close');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export const guardRequests: MiddlewareHandler = async (context, next) => {
  if (context.request.method !== 'POST') return next();
  return closingIfBodyCut(context.request, await refusedOr(context, next));
};

/** `export const ALL = postOnly` in an endpoint that only takes POST: anything else is 405. */
export const postOnly: APIRoute = ({ url }) => refuse(url.pathname, 405, { allow: 'POST' });
