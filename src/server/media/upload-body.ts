import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sniffHeadBytes, sniffImageType, type UploadType } from './image-sniff.ts';

/** An upload written to a temporary file; `dispose` removes it (call it in every case). */
export interface ReceivedUpload {
  file: string;
  type: UploadType;
  bytes: number;
}

/** Why an upload was not received: refused (too large, not an image, empty) or cut off by the sender. */
export type UploadRefusal = 'too_large' | 'unsupported_type' | 'empty' | 'aborted';

/**
 * Streams a request body to a new file in `dir`, never holding more than a chunk in memory: the
 * first bytes must show an image the store takes, and more than `maxBytes` stops it at once (the
 * rest is never read). On refusal the file is removed here; on success the caller removes it.
 */
export function receiveUpload(
  req: IncomingMessage,
  maxBytes: number,
  dir = tmpdir(),
): Promise<ReceivedUpload | { refused: UploadRefusal }> {
  const file = path.join(dir, `hotelix-upload-${randomUUID()}`);
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  let received = 0;
  let head: Buffer = Buffer.alloc(0);
  let type: UploadType | undefined;
  let settled = false;

  return new Promise((resolve, reject) => {
    const finish = (outcome: ReceivedUpload | { refused: UploadRefusal } | Error) => {
      if (settled) return;
      settled = true;
      req.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
      if (outcome instanceof Error || 'refused' in outcome) {
        req.pause();
        // The file goes whatever happened; removing it cannot fail the answer. Only once the stream has
        // closed: one destroyed before its file was open still opens (creates) it, after an early rm.
        const settle = () => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
        const remove = () => void rm(file, { force: true }).then(settle, settle);
        if (out.closed) remove();
        else out.once('close', remove);
        out.destroy();
      } else {
        resolve(outcome);
      }
    };
    const sniff = () => {
      type = sniffImageType(head) as UploadType | undefined;
      return type !== undefined;
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) return finish({ refused: 'too_large' });
      if (!type) {
        head = Buffer.concat([head, chunk.subarray(0, sniffHeadBytes)]);
        if (head.length >= sniffHeadBytes && !sniff()) return finish({ refused: 'unsupported_type' });
      }
      if (!out.write(chunk)) {
        req.pause();
        out.once('drain', () => settled || req.resume());
      }
    };
    const onEnd = () => {
      if (received === 0) return finish({ refused: 'empty' });
      if (!type && !sniff()) return finish({ refused: 'unsupported_type' });
      out.end(() => finish({ file, type: type!, bytes: received }));
    };
    // 'close' before 'end': the sender went away mid-body (or the server timed the request out).
    const onClose = () => {
      if (!req.complete) finish({ refused: 'aborted' });
    };
    req.on('data', onData).on('end', onEnd).on('close', onClose).on('error', onClose);
    out.on('error', (error) => finish(error));
  });
}
