import type { APIRoute } from 'astro';
import { appIcon, isAppIcon } from '@/server/push';

export const prerender = false;

/** The installed back office's icons: /admin/bieu-tuong-192.png, -512, -maskable-512, -96 (the badge). */
export const GET: APIRoute = async ({ params }) => {
  if (!isAppIcon(params.name)) return new Response('Không tìm thấy.\n', { status: 404 });
  return new Response(new Uint8Array(await appIcon(params.name)), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
  });
};
