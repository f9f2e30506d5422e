import type { MiddlewareHandler } from 'astro';
import { log } from '../log.ts';

/** Logs unknown paths (one line each) and rendering failures with their detail. */
export const logRequests: MiddlewareHandler = async (context, next) => {
  try {
    const response = await next();
    if (response.status === 404) log.warn('not_found', { path: context.url.pathname });
    return response;
  } catch (error) {
    log.error('render_failed', { path: context.url.pathname, error });
    throw error;
  }
};
