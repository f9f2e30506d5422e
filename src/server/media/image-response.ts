import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { findVariant } from './media.repository.ts';

// GET/HEAD /anh/<id>-<width>.<webp|avif|png>: one encoding from the store. The address never
// changes what it holds (the id is the upload's hash), so browsers and proxies keep it a year.

const contentTypes = { webp: 'image/webp', avif: 'image/avif', png: 'image/png' } as const;
/** `<id>-<width>.<format>`: ids are lowercase letters, digits and hyphens; widths have no leading zero. */
const filePattern = /^([a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)-([1-9]\d{0,4})\.(webp|avif|png)$/;

/** What an address names, or undefined when it cannot name an encoding. */
export function parseImageFile(
  file: string | undefined,
): { id: string; width: number; format: keyof typeof contentTypes } | undefined {
  const match = filePattern.exec(file ?? '');
  if (!match) return undefined;
  return { id: match[1]!, width: Number(match[2]), format: match[3] as keyof typeof contentTypes };
}

const notFound = () =>
  new Response('Không tìm thấy ảnh.\n', {
    status: 404,
    // An AVIF that is not made yet will be: a miss is not remembered.
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' },
  });

/** The answer to a GET or HEAD of `/anh/<file>`: the bytes, 304, 404 (unknown or malformed), or 503. */
export async function imageResponse(db: Kysely<Database>, file: string | undefined, request: Request) {
  const wanted = parseImageFile(file);
  if (!wanted) return notFound();
  let variant: Awaited<ReturnType<typeof findVariant>>;
  try {
    variant = await findVariant(db, wanted.id, wanted.format, wanted.width);
  } catch (error) {
    log.error('image_read_failed', { file, error });
    return new Response('Chưa tải được ảnh. Vui lòng thử lại sau.\n', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5' },
    });
  }
  if (!variant) return notFound();
  const bytes = variant.bytes;
  // From the bytes, not the address: a share image's id may be given new bytes (storePng).
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
  const headers = {
    'content-type': contentTypes[wanted.format],
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
  };
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers });
  }
  const body = request.method === 'HEAD' ? null : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Response(body as BodyInit | null, {
    headers: { ...headers, 'content-length': String(bytes.byteLength) },
  });
}
