import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { encodeNextAvif } from '../../src/server/media/avif-worker.ts';
import { imageResponse } from '../../src/server/media/image-response.ts';
import {
  encodeShippedImage,
  readShippedImage,
  storeShippedImage,
  writeShippedImage,
} from '../../src/server/media/shipped-images.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';

// The build encodes the images the site ships so that a fresh data folder's first import encodes
// nothing (a new install's first minute, every test server). What a reader gets must not change.

const cover = path.resolve('src/assets/articles/ai-chatbot-247.svg');
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hotelix-shipped-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const { id, bytes } = await readShippedImage(cover);
const madeAhead = await encodeShippedImage(bytes);
const builtDir = folder();
await writeShippedImage(builtDir, id, madeAhead);

const formatsOf = (rows: Array<{ format: string; width: number }>) =>
  rows.map((row) => `${row.format}-${row.width}`).sort();

describe.each(testDialects)('shipped images on %s', (dialect) => {
  const team = useTeamDatabase(dialect, new Date('2026-11-29T02:00:00Z'));
  const variantsOf = (imageId: string) =>
    team.db.selectFrom('media_variants').select(['format', 'width']).where('image_id', '=', imageId).execute();

  it('stores the encodings the build made, AVIF included, without encoding anything', async () => {
    const { image, created } = await storeShippedImage(team.db, cover, builtDir);
    expect(created).toBe(true);
    expect(image).toEqual({ id, width: 1200, height: madeAhead.height, avif: true });
    // No master: an encoding at import would have left one for the worker.
    expect(formatsOf(await variantsOf(id))).toEqual(
      ['avif-480', 'avif-800', 'avif-1200', 'webp-480', 'webp-800', 'webp-1200'].sort(),
    );
    // The worker has nothing left to do, and a reader gets the bytes the build wrote.
    expect(await encodeNextAvif(team.db)).toBeNull();
    const response = await imageResponse(team.db, `${id}-800.avif`, new Request(`http://localhost/anh/${id}-800.avif`));
    expect(response.status).toBe(200);
    const built = madeAhead.encodings.find((encoding) => encoding.format === 'avif' && encoding.width === 800)!;
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(built.bytes))).toBe(true);
  });

  it('encodes at import, leaving AVIF to the worker, an image the build did not encode', async () => {
    const { image } = await storeShippedImage(team.db, cover, folder());
    expect(image).toMatchObject({ id, avif: false });
    expect(formatsOf(await variantsOf(id))).toEqual(['master-1200', 'webp-1200', 'webp-480', 'webp-800']);
  });

  it('encodes at import when the build left a damaged manifest, and says so in the log', async () => {
    const damaged = folder();
    await writeShippedImage(damaged, id, madeAhead);
    writeFileSync(path.join(damaged, id, 'manifest.json'), '{"width": "wide"}');
    const warn = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const { image } = await storeShippedImage(team.db, cover, damaged);
    expect(image).toMatchObject({ id, avif: false });
    expect(warn.mock.calls.flat().join('\n')).toContain('shipped_image_unreadable');
    warn.mockRestore();
  });
});
