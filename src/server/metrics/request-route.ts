import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'astro';

/** Filled by the Astro middleware for the request being timed: the route pattern that served it. */
export interface RouteNote {
  route?: string;
}

// On globalThis: scripts/serve.ts opens the note around Astro's handler, and the middleware inside
// the server bundle (its own copy of this module) writes in it.
const handle = Symbol.for('hotelix.requestRoute');

function routeNotes(): AsyncLocalStorage<RouteNote> {
  const holder = globalThis as typeof globalThis & { [handle]?: AsyncLocalStorage<RouteNote> };
  holder[handle] ??= new AsyncLocalStorage<RouteNote>();
  return holder[handle];
}

/** Runs `serve` with an empty note that the middleware fills in. */
export function withRouteNote(note: RouteNote, serve: () => void): void {
  routeNotes().run(note, serve);
}

/** Notes `route` for a request answered outside Astro (the image upload, handled before it). */
export function noteRouteHere(route: string): void {
  const note = routeNotes().getStore();
  if (note) note.route = route;
}

/**
 * Notes the route pattern (`/tin-tuc/[slug]`, never the path a visitor typed) of the request being
 * timed, so the request metric's labels stay a fixed set however many addresses are tried.
 */
export const noteRoute: MiddlewareHandler = (context, next) => {
  const note = routeNotes().getStore();
  if (note) note.route = context.routePattern;
  return next();
};
