import type { APIRoute } from 'astro';
import { getDb } from '@/server/db/instance';
import { imageResponse } from '@/server/media';

export const prerender = false;

/** One encoding of a stored image: `/anh/<id>-<width>.<webp|avif|png>`, cached for a year. */
export const GET: APIRoute = ({ params, request }) => imageResponse(getDb(), params.file, request);

/** The same headers, without the bytes. */
export const HEAD: APIRoute = GET;
