import type { APIRoute, GetStaticPaths } from 'astro';
import { renderOgImage, type OgCard } from '@/lib/seo/og-image';
import { siteConfig } from '@/lib/site-config';

// Share images of the pages built from files, drawn at build time: /og/trang-chu.png. Articles',
// products' and customer stories' are drawn when they are published and served from the image store
// (src/server/content/share-image.ts).

export const getStaticPaths = (() => {
  const cards: Array<{ path: string; eyebrow: string; title: string }> = [
    {
      path: 'trang-chu',
      eyebrow: 'Dùng thử miễn phí 15 ngày',
      title: 'Phần mềm quản lý khách sạn thông minh, hiện đại',
    },
  ];
  return cards.map(({ path, ...card }) => ({ params: { path }, props: card }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const card: OgCard = {
    ...(props as Pick<OgCard, 'eyebrow' | 'title'>),
    brand: siteConfig.brand,
    host: siteConfig.siteUrl.host,
  };
  return new Response(new Uint8Array(await renderOgImage(card)), { headers: { 'content-type': 'image/png' } });
};
