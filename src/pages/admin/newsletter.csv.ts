import type { APIRoute } from 'astro';
import { getDb } from '@/server/db/instance';
import { subscribersCsv } from '@/server/inbox';

export const prerender = false;

/** Newsletter subscribers as CSV. */
export const GET: APIRoute = (context) => subscribersCsv(getDb(), context.locals.staff!, context);
