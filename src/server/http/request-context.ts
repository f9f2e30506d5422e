import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'astro';
import { requestDevice } from './request-device.ts';

/** Where the request being served comes from: its client address and browser. */
export interface RequestOrigin {
  address: string;
  userAgent: string | undefined;
}

const store = new AsyncLocalStorage<RequestOrigin>();

/**
 * Keeps the request's origin for everything it calls, so the audit log can say where an action came
 * from without every service taking the request as an argument.
 */
export const keepRequestOrigin: MiddlewareHandler = (context, next) =>
  // Only the staff area acts on anything; prerendered pages have no client address to read.
  context.url.pathname.startsWith('/admin')
    ? store.run(requestDevice(context.request, context.clientAddress), next)
    : next();

/** The origin of the request being served, or undefined outside one (the command line, a timer). */
export function currentRequestOrigin(): RequestOrigin | undefined {
  return store.getStore();
}
