import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, MediaImageTable, MediaVariantTable } from '../db/database.ts';

type Db = Kysely<Database>;
export type MediaImageRow = Selectable<MediaImageTable>;
export type NewMediaImage = Insertable<MediaImageTable>;
export type NewMediaVariant = Insertable<MediaVariantTable>;

/**
 * `media_images.avif_done`: 0 waiting for its AVIF encodings, 1 made, 2 none to make (a share
 * image, or an encoding that failed; WebP serves), below 0 claimed by a worker (minus the minute of
 * the claim, so a claim whose worker died can be taken over once it is old).
 */
export const avifState = { waiting: 0, made: 1, none: 2 } as const;

/** The images with these ids (those that exist). */
export async function findImageRows(db: Db, ids: readonly string[]): Promise<MediaImageRow[]> {
  if (!ids.length) return [];
  return db.selectFrom('media_images').selectAll().where('id', 'in', ids).execute();
}

/** Adds an image; false when one with its id exists already (the same file, stored before). */
export async function insertImage(db: Db, row: NewMediaImage): Promise<boolean> {
  const inserted = await db
    .insertInto('media_images')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .execute();
  return inserted.length === 1;
}

/** Adds encodings; one that exists already is kept as it is. */
export async function insertVariants(db: Db, rows: readonly NewMediaVariant[]): Promise<void> {
  for (const row of rows) {
    // One row per statement: a statement of several encodings would hold megabytes of parameters.
    await db
      .insertInto('media_variants')
      .values(row)
      .onConflict((conflict) => conflict.columns(['image_id', 'format', 'width']).doNothing())
      .execute();
  }
}

/** Replaces an image's encodings of `format` with `rows`. */
export async function replaceVariants(
  db: Db,
  imageId: string,
  format: string,
  rows: readonly NewMediaVariant[],
): Promise<void> {
  await deleteVariants(db, imageId, format);
  await insertVariants(db, rows);
}

/** One encoding's bytes (a Uint8Array from SQLite, a Buffer from PostgreSQL), if it exists. */
export async function findVariant(
  db: Db,
  imageId: string,
  format: string,
  width: number,
): Promise<{ bytes: Uint8Array; height: number } | undefined> {
  return db
    .selectFrom('media_variants')
    .select(['bytes', 'height'])
    .where('image_id', '=', imageId)
    .where('format', '=', format)
    .where('width', '=', width)
    .executeTakeFirst();
}

/** The widest encoding of `format` an image has. */
export async function findWidestVariant(db: Db, imageId: string, format: string) {
  return db
    .selectFrom('media_variants')
    .select(['bytes', 'width', 'height'])
    .where('image_id', '=', imageId)
    .where('format', '=', format)
    .orderBy('width', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Removes an image's encodings of `format`. */
export async function deleteVariants(db: Db, imageId: string, format: string): Promise<void> {
  await db.deleteFrom('media_variants').where('image_id', '=', imageId).where('format', '=', format).execute();
}

/**
 * Images whose AVIF encodings are wanted: waiting ones, and ones claimed at or before `staleClaim`
 * (a negative minute, see `avifState`), oldest first.
 */
export async function findAvifWork(db: Db, staleClaim: number, limit: number) {
  return db
    .selectFrom('media_images')
    .select(['id', 'width', 'height', 'avif_done'])
    .where((eb) =>
      eb.or([
        eb('avif_done', '=', avifState.waiting),
        eb.and([eb('avif_done', '<', 0), eb('avif_done', '>=', staleClaim)]),
      ]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * Moves an image's AVIF state from `from` to `to` if it is still `from`: one statement, so of two
 * workers (two instances on one PostgreSQL) trying the same move, exactly one succeeds.
 */
export async function moveAvifState(db: Db, id: string, from: number, to: number): Promise<boolean> {
  const result = await db
    .updateTable('media_images')
    .set({ avif_done: to })
    .where('id', '=', id)
    .where('avif_done', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds an image, or updates its size if it exists (share images, whose id the caller chooses). */
export async function upsertImage(db: Db, row: NewMediaImage): Promise<void> {
  await db
    .insertInto('media_images')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({ width: row.width, height: row.height, source_bytes: row.source_bytes }),
    )
    .execute();
}
