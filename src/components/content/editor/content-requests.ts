import {
  contentEndpoints,
  type ContentProblemAnswer,
  type ContentSaveAnswer,
  type ContentSaveRequest,
  type UploadAnswer,
} from '@/lib/content/editor-api';
import type { StoredImage } from '@/lib/content/image-urls';

// The editor's requests. Same-origin fetch: the browser sends the session cookie and an Origin header,
// which the server's origin check (CSRF) compares with the site's; JSON says what the body is.

/** An answer: the stored result, a refusal with the server's message, or no answer at all. */
export type ContentResult =
  | { kind: 'ok'; answer: ContentSaveAnswer }
  | { kind: 'refused'; status: number; problem: ContentProblemAnswer }
  | { kind: 'offline' };

/** What a person reads when a refusal carries no message (a proxy's error page). */
export const unexpectedAnswer = 'Máy chủ trả lời không như mong đợi. Vui lòng thử lại sau.';

async function readProblem(response: Response): Promise<ContentProblemAnswer> {
  const body = (await response.json().catch(() => null)) as Partial<ContentProblemAnswer> | null;
  return {
    message: typeof body?.message === 'string' && body.message ? body.message : unexpectedAnswer,
    ...(body?.fieldErrors && typeof body.fieldErrors === 'object' ? { fieldErrors: body.fieldErrors } : {}),
  };
}

/** POSTs `request` to one of the editor's endpoints; never throws. */
export async function postContent(url: string, request: ContentSaveRequest<unknown>): Promise<ContentResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { kind: 'offline' };
  }
  if (response.ok) {
    const answer = (await response.json().catch(() => null)) as ContentSaveAnswer | null;
    if (answer && typeof answer.version === 'number') return { kind: 'ok', answer };
    return { kind: 'refused', status: 502, problem: { message: unexpectedAnswer } };
  }
  return { kind: 'refused', status: response.status, problem: await readProblem(response) };
}

/** Upload types the media store takes, as the file picker's `accept`. */
export const imageAccept = 'image/jpeg,image/png,image/webp,image/avif';
const largestUpload = 15 * 1024 * 1024;

/** Sends an image's bytes to the media store; throws an Error whose message a person can read. */
export async function uploadImage(file: File): Promise<StoredImage> {
  if (!imageAccept.split(',').includes(file.type)) throw new Error('Chỉ nhận ảnh JPEG, PNG, WebP hoặc AVIF.');
  if (file.size > largestUpload) throw new Error('Ảnh quá lớn: tối đa 15 MB. Hãy thu nhỏ ảnh rồi tải lại.');
  let response: Response;
  try {
    response = await fetch(contentEndpoints.upload, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type, accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new Error('Không gửi được ảnh. Hãy kiểm tra kết nối mạng rồi thử lại.');
  }
  if (!response.ok) throw new Error((await readProblem(response)).message);
  const answer = (await response.json().catch(() => null)) as UploadAnswer | null;
  if (!answer?.image?.id) throw new Error(unexpectedAnswer);
  return answer.image;
}
