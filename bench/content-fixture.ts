import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { emptyArticle, type ArticleFields } from '../src/lib/content/article-fields.ts';
import { articleRules } from '../src/server/content/article-rules.ts';
import { importArticles } from '../src/server/content/article-import.ts';
import { createDraft, publish } from '../src/server/content/content.service.ts';
import { bumpContentVersion } from '../src/server/content/content-version.repository.ts';
import { listAuthors, listCategories } from '../src/server/content/taxonomy.repository.ts';
import type { Database } from '../src/server/db/database.ts';
import { storeImage } from '../src/server/media/media.service.ts';

// The content bench's database: the nine real articles, `count` more copied from them under new
// addresses and dates (as an editor team would have after years), and one article whose cover is an
// uploaded photograph, published through the editors' own service.

/** The address of the article with the uploaded photo as its cover. */
export const photoArticle = '/tin-tuc/anh-bia-chup-that';

/** A photo-like JPEG (a blurred field of noise: the size and entropy of a real photograph). */
async function photo(): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index++) noise[index] = (index * 2654435761) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(6)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Publishes the photo-cover article through the service, as the editor would. */
async function publishPhotoArticle(db: Kysely<Database>): Promise<void> {
  const [category] = await listCategories(db);
  const [author] = await listAuthors(db);
  const { image } = await storeImage(db, await photo(), { createdBy: null });
  const fields: ArticleFields = {
    ...emptyArticle,
    title: 'Ảnh bìa chụp thật: khách sạn nhìn từ sảnh lễ tân',
    slug: photoArticle.split('/').pop()!,
    excerpt:
      'Bài viết thử với ảnh bìa là một bức ảnh chụp tải lên từ máy, để đo tốc độ trang khi biên tập viên dùng ảnh thật.',
    categoryId: category!.id,
    authorId: author!.id,
    coverImageId: image.id,
    coverAlt: 'Sảnh lễ tân khách sạn vào buổi sáng, nhìn từ cửa chính',
    body: `## Vì sao đo với ảnh thật\n\n${'Ảnh chụp nặng hơn hình minh họa nhiều lần, nên trang phải tải đúng cỡ ảnh cho màn hình của người đọc. '.repeat(8)}`,
  };
  const id = await createDraft(db, articleRules, null);
  const outcome = await publish(db, articleRules, id, 1, fields, null);
  if (!outcome.ok) throw new Error(`The photo article was refused: ${outcome.message}`);
}

/** Adds `count` published articles copied from the imported ones, a day apart, newest last. */
export async function addArticles(db: Kysely<Database>, count: number): Promise<void> {
  const sources = await db
    .selectFrom('content_items')
    .selectAll()
    .where('kind', '=', 'article')
    .where('status', '=', 'published')
    .execute();
  const rows = Array.from({ length: count }, (_, index) => {
    const source = sources[index % sources.length]!;
    const slug = `bai-viet-${String(index + 1).padStart(4, '0')}`;
    const at = new Date(Date.UTC(2023, 0, 1) + index * 86_400_000).toISOString();
    const retitle = (json: string) => {
      const data = JSON.parse(json) as Record<string, unknown>;
      return JSON.stringify({
        ...data,
        slug,
        featured: false,
        title: `${String(data.title).slice(0, 70)} (${index + 1})`,
      });
    };
    return {
      ...source,
      id: randomUUID(),
      slug,
      title: `${source.title.slice(0, 70)} (${index + 1})`,
      draft: retitle(source.draft),
      published: retitle(source.published!),
      published_at: at,
      sort_key: at,
      created_at: at,
      updated_at: at,
    };
  });
  for (let start = 0; start < rows.length; start += 100)
    await db
      .insertInto('content_items')
      .values(rows.slice(start, start + 100))
      .execute();
  await bumpContentVersion(db);
}

/** The real articles and the photo one, ready for a server to start on. */
export async function prepareContent(db: Kysely<Database>): Promise<void> {
  await importArticles(db);
  await publishPhotoArticle(db);
}
