import type { APIRoute } from 'astro';
import { invitationFile } from '@/server/booking';
import { getDb } from '@/server/db/instance';

export const prerender = false;

/** GET /dat-lich-demo/lich-hen.ics?ma=<view token>: the invitation as a file, for 'Thêm vào lịch'. */
export const GET: APIRoute = (context) => invitationFile(getDb(), context);
