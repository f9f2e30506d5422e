import { sequence } from 'astro:middleware';
import { logRequests } from './server/http/log-requests.ts';

export const onRequest = sequence(logRequests);
