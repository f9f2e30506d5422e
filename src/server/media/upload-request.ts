import type { IncomingMessage, ServerResponse } from 'node:http';
import { rm } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { contentEndpoints, type ContentProblemAnswer, type UploadAnswer } from '../../lib/content/editor-api.ts';
import { audit } from '../audit/index.ts';
import type { Database } from '../db/database.ts';
import { DatabaseLockedError } from '../db/sqlite-errors.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import { MediaProblem, declaredSizeFits, maxUploadBytes, mediaProblems } from './media-rules.ts';
import { storeImage, type StoreImageResult } from './media.service.ts';
import { checkUploadAccess } from './upload-access.ts';
import { receiveUpload } from './upload-body.ts';

// POST /admin/anh: the editor's image upload, the file's bytes as the body. Handled at the node
// level, before Astro, whose adapter caps every body at 64 KB: streamed to a temporary file, checked,
// encoded, stored. Every outcome is a JSON answer with a Vietnamese message; nothing here throws.

const unavailableMessage = 'Chưa lưu được ảnh vì hệ thống đang tạm gián đoạn. Vui lòng thử lại sau ít phút.';
const failedMessage = 'Đã có lỗi khi lưu ảnh. Vui lòng thử lại sau.';

/** Whether a request is for the upload endpoint (any method: the handler answers 405 to the others). */
export function isUploadRequest(req: IncomingMessage): boolean {
  return (req.url ?? '').split('?')[0] === contentEndpoints.upload;
}

/** Settings the tests change. */
export interface UploadHandlerOptions {
  /** Largest body (15 MB). */
  maxBytes?: number;
  /** Where bodies are written while they are checked (the system's temporary folder). */
  tmpDir?: string;
  /** Uploads received or encoded at once in this process; more are answered 503. */
  maxInFlight?: number;
}

function answer(req: IncomingMessage, res: ServerResponse, status: number, body: UploadAnswer | ContentProblemAnswer) {
  if (res.headersSent) return void res.destroy();
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
    // A body left unread is not read to its end to keep the connection: it is closed after the answer.
    ...(req.complete ? {} : { connection: 'close' }),
  });
  res.end(json);
}

/** Removes a received body; a failure is logged, never passed on (the answer does not depend on it). */
async function removeFile(file: string): Promise<void> {
  await rm(file, { force: true }).catch((error: unknown) => log.error('upload_cleanup_failed', { file, error }));
}

/** The client's address, as the edge settled it (scripts/lib/settle-client-address.ts), for the audit log. */
function addressOf(req: IncomingMessage): string {
  return String(req.headers['x-forwarded-for'] || req.socket.remoteAddress || '');
}

/** An answer to send: a status and its JSON, who sent the request (for the log), extra headers. */
interface Outcome {
  status: number;
  body: UploadAnswer | ContentProblemAnswer;
  by?: string | undefined;
  headers?: Record<string, string> | undefined;
}

const refusal = (status: number, message: string, by?: string, headers?: Record<string, string>): Outcome => ({
  status,
  body: { message },
  by,
  headers,
});

/** The upload endpoint's handler on `db`, for node's http server; it never rejects. */
export function createUploadHandler(db: Kysely<Database>, options: UploadHandlerOptions = {}) {
  const maxBytes = options.maxBytes ?? maxUploadBytes;
  const maxInFlight = options.maxInFlight ?? 4;
  let inFlight = 0;

  /** Receives, stores and audits the body of a member allowed to upload; null when the sender went away. */
  async function receiveAndStore(req: IncomingMessage, staff: SignedInStaff): Promise<Outcome | null> {
    const received = await receiveUpload(req, maxBytes, options.tmpDir);
    if ('refused' in received) {
      if (received.refused === 'aborted') return null;
      const problem = mediaProblems[received.refused];
      return refusal(problem.status, problem.message, staff.email);
    }
    let stored: StoreImageResult;
    try {
      stored = await storeImage(db, { path: received.file }, { createdBy: staff.id });
    } finally {
      await removeFile(received.file);
    }
    const { image, created } = stored;
    const size = `${image.width} × ${image.height}, ${Math.ceil(received.bytes / 1024)} KB`;
    await audit(db, {
      action: 'image_uploaded',
      actor: staff,
      subject: image.id,
      detail: `${received.type}, ${size}${created ? '' : ', đã có sẵn'}`,
      address: addressOf(req),
      userAgent: req.headers['user-agent'],
    });
    // 201 for the same file sent again too: the editor gets the image it asked to store either way.
    return { status: 201, body: { image } };
  }

  async function outcomeOf(req: IncomingMessage): Promise<Outcome | null> {
    const access = await checkUploadAccess(db, req);
    if (!access.ok) return refusal(access.status, access.message, undefined, access.headers);
    const { staff } = access;
    if (!declaredSizeFits(req.headers['content-length'], maxBytes))
      return refusal(413, mediaProblems.too_large.message, staff.email);
    if (inFlight >= maxInFlight) return refusal(503, mediaProblems.busy.message, staff.email);
    inFlight++;
    try {
      return await receiveAndStore(req, staff);
    } catch (error) {
      if (error instanceof MediaProblem) return refusal(error.status, error.message, staff.email);
      throw error;
    } finally {
      inFlight--;
    }
  }

  return async function handleUpload(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const outcome = await outcomeOf(req);
      if (!outcome) return log.info('upload_aborted', { length: req.headers['content-length'] });
      if (outcome.status >= 400) {
        const { status, by } = outcome;
        log.warn('upload_refused', { status, ...outcome.body, by, length: req.headers['content-length'] });
      }
      for (const [name, value] of Object.entries(outcome.headers ?? {})) res.setHeader(name, value);
      answer(req, res, outcome.status, outcome.body);
    } catch (error) {
      log.error('upload_failed', { error });
      const unavailable = error instanceof DatabaseLockedError || storageProblem(error) !== undefined;
      try {
        answer(req, res, unavailable ? 503 : 500, { message: unavailable ? unavailableMessage : failedMessage });
      } catch {
        res.destroy();
      }
    }
  };
}
