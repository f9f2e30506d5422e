import type { APIRoute } from 'astro';
import { homeOf } from '@/lib/auth/staff-roles';

export const prerender = false;

/** Where the installed app opens: each member's own first page (signed out: sign-in, then here). */
export const GET: APIRoute = ({ locals, redirect }) => redirect(homeOf(locals.staff!.role), 302);
