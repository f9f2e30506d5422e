import type { APIRoute } from 'astro';
import { handleContentAction } from '@/server/content';
import { getDb } from '@/server/db/instance';

export const prerender = false;

export { postOnly as ALL } from '@/server/http/request-guard';

/** The editor's saves: luu (draft), xuat-ban, go-xuong, hen-gio; editors and owners (admin-access.ts). */
export const POST: APIRoute = ({ params, request, locals }) =>
  handleContentAction(getDb(), request, params.id ?? '', params.action ?? '', locals.staff!);
