import { sequence } from 'astro:middleware';
import { logRequests } from './server/http/log-requests.ts';
import { keepRequestOrigin } from './server/http/request-context.ts';
import { guardRequests } from './server/http/request-guard.ts';
import { requireStaff } from './server/http/require-staff.ts';

export const onRequest = sequence(logRequests, guardRequests, keepRequestOrigin, requireStaff);
