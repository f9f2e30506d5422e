import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import { encodeNextAvif, startAvifWorker } from '../../src/server/media/avif-worker.ts';
import { imageResponse } from '../../src/server/media/image-response.ts';
import { MediaProblem } from '../../src/server/media/media-rules.ts';
import { findImage, findImages, storeImage, storePng } from '../../src/server/media/media.service.ts';
import { imageGate } from '../../src/server/media/processing-gate.ts';
import { overlongWebp, plainImage, stripPng } from './image-strips.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';

/** A 1600 × 1000 JPEG, red in its stored top-left corner, that cameras would show turned (EXIF orientation 6). */
async function sidewaysPhoto(): Promise<Buffer> {
  const red = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2040c0' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Phone 9' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const plain = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function pixel(bytes: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const get = (file: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://localhost/anh/${file}`, { method, headers });

describe.each(testDialects)('media store on %s', (dialect) => {
  const team = useTeamDatabase(dialect, new Date('2026-11-29T02:00:00Z'));

  it('keeps the same file once, from bytes or from a file, without encoding it again', async () => {
    const photo = await plain(900, 600, '#30a050');
    const first = await storeImage(team.db, photo, { createdBy: null });
    const dir = mkdtempSync(path.join(tmpdir(), 'hotelix-media-'));
    try {
      writeFileSync(path.join(dir, 'same.png'), photo);
      const again = await storeImage(team.db, { path: path.join(dir, 'same.png') }, { createdBy: null });
      expect(again).toEqual({ image: first.image, created: false });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const [images, variants] = await Promise.all([
      team.db.selectFrom('media_images').select('id').execute(),
      team.db.selectFrom('media_variants').select('width').where('format', '=', 'webp').execute(),
    ]);
    expect(images).toHaveLength(1);
    expect(variants).toHaveLength(3);
    expect(await findImages(team.db, [first.image.id, 'unknown', first.image.id])).toEqual(
      new Map([[first.image.id, first.image]]),
    );
    expect(await findImage(team.db, 'unknown')).toBeNull();
  });

  it('makes each image’s AVIF once with two workers (two instances) at it together', async () => {
    const stored = await Promise.all(
      ['#c02020', '#20c020', '#2020c0'].map(
        async (colour) => (await storeImage(team.db, await plain(700, 500, colour))).image,
      ),
    );
    const other = createDb(team.config!);
    try {
      const drain = async (db: typeof team.db) => {
        const done: string[] = [];
        for (let id = await encodeNextAvif(db); id; id = await encodeNextAvif(db)) done.push(id);
        return done;
      };
      const [mine, theirs] = await Promise.all([drain(team.db), drain(other)]);
      expect([...mine, ...theirs].sort()).toEqual(stored.map((image) => image.id).sort());
    } finally {
      await other.destroy();
    }
    const avif = await team.db
      .selectFrom('media_variants')
      .select(['image_id', 'width'])
      .where('format', '=', 'avif')
      .execute();
    expect(avif).toHaveLength(6);
    expect(
      await team.db.selectFrom('media_variants').select('image_id').where('format', '=', 'master').execute(),
    ).toEqual([]);
    const found = await findImages(
      team.db,
      stored.map((image) => image.id),
    );
    expect([...found.values()].every((image) => image.avif)).toBe(true);
    expect(await encodeNextAvif(team.db)).toBeNull();
  });

  it('takes over a claim whose worker died, and leaves a fresh claim alone', async () => {
    const { image } = await storeImage(team.db, await plain(500, 500, '#808000'));
    const now = new Date();
    const minute = Math.floor(now.getTime() / 60_000);
    await team.db
      .updateTable('media_images')
      .set({ avif_done: -(minute - 1) })
      .execute();
    expect(await encodeNextAvif(team.db, now)).toBeNull();
    await team.db
      .updateTable('media_images')
      .set({ avif_done: -(minute - 20) })
      .execute();
    expect(await encodeNextAvif(team.db, now)).toBe(image.id);
    expect((await findImage(team.db, image.id))?.avif).toBe(true);
  });

  it('serves an encoding with its type, a year’s caching and an ETag; 404 for anything else', async () => {
    const { image } = await storeImage(team.db, await plain(600, 400, '#405060'));
    const ok = await imageResponse(team.db, `${image.id}-600.webp`, get(''));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/webp');
    expect(ok.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = new Uint8Array(await ok.arrayBuffer());
    expect((await sharp(body).metadata()).width).toBe(600);
    const etag = ok.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await imageResponse(team.db, `${image.id}-480.webp`, get('', { 'if-none-match': etag }))).status).toBe(200);
    expect((await imageResponse(team.db, `${image.id}-600.webp`, get('', { 'if-none-match': etag }))).status).toBe(304);
    const head = await imageResponse(team.db, `${image.id}-600.webp`, get('', {}, 'HEAD'));
    expect(head.headers.get('content-length')).toBe(String(body.length));
    expect(head.body).toBeNull();
    // The AVIF is not made yet, so pages do not list it: 404 until it is.
    expect((await imageResponse(team.db, `${image.id}-600.avif`, get(''))).status).toBe(404);
    await encodeNextAvif(team.db);
    expect((await imageResponse(team.db, `${image.id}-600.avif`, get(''))).headers.get('content-type')).toBe(
      'image/avif',
    );
    for (const file of [
      `${image.id}-601.webp`,
      `${image.id}-0600.webp`,
      `${image.id}-600.master`,
      `${image.id}-600.jpg`,
      `${'0'.repeat(32)}-600.webp`,
      '../../etc/passwd',
      `${image.id.toUpperCase()}-600.webp`,
      `${image.id}-99999999999999999999.webp`,
      '',
      undefined,
    ]) {
      expect((await imageResponse(team.db, file, get(''))).status, String(file)).toBe(404);
    }
  });

  it('stores a share image as PNG under the id it is given, replacing what the id held', async () => {
    const first = await plain(1200, 630, '#102030');
    expect(await storePng(team.db, 'og-bai-viet-abc123', 1200, 630, first)).toBe('/anh/og-bai-viet-abc123-1200.png');
    const second = await plain(1200, 630, '#302010');
    await storePng(team.db, 'og-bai-viet-abc123', 1200, 630, second);
    const served = await imageResponse(team.db, 'og-bai-viet-abc123-1200.png', get(''));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(second)).toBe(true);
    expect(await findImage(team.db, 'og-bai-viet-abc123')).toMatchObject({ avif: false });
    expect(await encodeNextAvif(team.db)).toBeNull();
    await expect(storePng(team.db, 'OG/../x', 1200, 630, second)).rejects.toThrow();
  });

  // What the encoder makes of a photo, an SVG, a broken file or a strip, and the worker woken by a
  // new image: CPU work and code, stored and read back through the statements the tests above run on
  // both databases (bytes kept and served, one row per file, claims raced and taken over).
  if (dialect === 'sqlite') {
    describe('rules', () => {
      it('stores a photo upright at every width as WebP without metadata, leaving AVIF for later', async () => {
        const photo = await sidewaysPhoto();
        const { image, created } = await storeImage(team.db, photo, { createdBy: null });
        expect(created).toBe(true);
        expect(image).toEqual({
          id: createHash('sha256').update(photo).digest('hex').slice(0, 32),
          width: 1000,
          height: 1600,
          avif: false,
        });
        const variants = await team.db
          .selectFrom('media_variants')
          .selectAll()
          .where('format', '=', 'webp')
          .orderBy('width')
          .execute();
        expect(variants.map(({ width, height }) => [width, height])).toEqual([
          [480, 768],
          [800, 1280],
          [1000, 1600],
        ]);
        const largest = variants.at(-1)!.bytes;
        const metadata = await sharp(largest).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: 1000, height: 1600 });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(Buffer.from(largest).includes('TestCam')).toBe(false);
        // Turned a quarter clockwise: the red corner is now top right.
        const [r, g, b] = await pixel(largest, 990, 10);
        expect(r).toBeGreaterThan(200);
        expect(g! + b!).toBeLessThan(80);
        expect((await pixel(largest, 10, 10))[2]).toBeGreaterThan(150);
        const row = await team.db.selectFrom('media_images').selectAll().executeTakeFirstOrThrow();
        expect(row).toMatchObject({ source_type: 'image/jpeg', source_bytes: photo.length, avif_done: 0 });
      });

      it('refuses SVG and broken files from uploads, and draws the site’s own SVG when allowed', async () => {
        const svg = Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#f80"/></svg>',
        );
        await expect(storeImage(team.db, svg)).rejects.toMatchObject({ status: 415 });
        const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
        await expect(storeImage(team.db, broken)).rejects.toBeInstanceOf(MediaProblem);
        await expect(storeImage(team.db, broken)).rejects.toMatchObject({ status: 400 });
        const drawn = await storeImage(team.db, svg, { allowSvg: true });
        expect(drawn.image).toMatchObject({ width: 1200, height: 800 });
        expect(await team.db.selectFrom('media_images').select('source_type').execute()).toEqual([
          { source_type: 'image/svg+xml' },
        ]);
      });

      it('refuses a PNG, JPEG or AVIF with a side over 16,383 px from its header, without a turn in the busy queue', async () => {
        const strips = [
          stripPng(1, 39_000_000),
          await plainImage('jpeg', 1, 20_000),
          await plainImage('avif', 2, 16_384),
        ];
        // The queue's one slot stays taken until the end: a strip that waited for a turn would never be answered.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        const busy = imageGate().run(() => held);
        try {
          for (const strip of strips) {
            await expect(storeImage(team.db, strip)).rejects.toMatchObject({
              kind: 'side_too_long',
              status: 413,
              message: 'Ảnh quá dài hoặc quá rộng: mỗi cạnh tối đa 16.383 điểm ảnh. Hãy thu nhỏ ảnh rồi tải lại.',
            });
          }
        } finally {
          release();
          await busy;
        }
        expect(await team.db.selectFrom('media_images').select('id').execute()).toEqual([]);
      });

      it('stores a strip 16,383 px long, and a WebP claiming more is unreadable (WebP’s own limit)', async () => {
        const { image } = await storeImage(team.db, await plainImage('jpeg', 1, 16_383));
        expect(image).toMatchObject({ width: 1, height: 16_383 });
        await expect(storeImage(team.db, await overlongWebp())).rejects.toMatchObject({
          kind: 'unreadable',
          status: 400,
        });
      });

      it('makes the AVIF in the background as soon as an image is stored', async () => {
        const worker = startAvifWorker(team.db, { pollMs: 60_000 });
        try {
          const { image } = await storeImage(team.db, await plain(500, 300, '#a0a0a0'));
          await vi.waitFor(async () => expect((await findImage(team.db, image.id))?.avif).toBe(true), {
            timeout: 10_000,
            interval: 50,
          });
        } finally {
          await worker.stop();
        }
      });
    });
  }
});
