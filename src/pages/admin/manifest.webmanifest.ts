import type { APIRoute } from 'astro';
import { appManifest } from '@/server/push';

export const prerender = false;

/** The back office's web app manifest (for anyone: it holds no data, and a phone reads it signed out). */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(appManifest()), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
