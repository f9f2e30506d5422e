import type { Kysely } from 'kysely';
import type { Database } from '../src/server/db/database.ts';
import { avifState } from '../src/server/media/media.repository.ts';

// A server on a fresh database spends its first seconds importing the articles and products, then
// encoding their images' AVIF versions, on the same two cores the load runs on. Measured then, the
// lead path looked far slower than it is. The
// measurements of steady work wait for that to end.

const timeoutMs = 180_000;

/** Resolves once `url` serves /tin-tuc (the import is done) and no image of `db` waits for its AVIF. */
export async function waitUntilSettled(url: string, db: Kysely<Database>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(`${url}/tin-tuc`).then((response) => response.status)) !== 200) {
    if (Date.now() > deadline) throw new Error(`${url}/tin-tuc did not answer 200 within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  for (;;) {
    const { waiting } = await db
      .selectFrom('media_images')
      .select((eb) => eb.fn.countAll<number | string>().as('waiting'))
      .where('avif_done', '=', avifState.waiting)
      .executeTakeFirstOrThrow();
    if (Number(waiting) === 0) return;
    if (Date.now() > deadline)
      throw new Error(`${waiting} image(s) still wait for their AVIF after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
