import { sequence } from 'astro:middleware';
import { logRequests } from './server/http/log-requests.ts';
import { requireStaff } from './server/http/require-staff.ts';

export const onRequest = sequence(logRequests, requireStaff);
