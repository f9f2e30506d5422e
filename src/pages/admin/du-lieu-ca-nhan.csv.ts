import type { APIRoute } from 'astro';
import { getDb } from '@/server/db/instance';
import { personalDataExport } from '@/server/personal-data';

export const prerender = false;

/** A person's copy of their data as CSV, posted to with their e-mail or phone (owners only). */
export const ALL: APIRoute = ({ locals, request }) => personalDataExport(getDb(), locals.staff!, request, 'csv');
