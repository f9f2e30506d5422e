// @ts-check
/// <reference lib="webworker" />
// The back office's service worker, served at /admin/sw.js with scope /admin (pages/admin/sw.js.ts;
// /admin itself is the owners' inbox, so the scope is not /admin/):
// the public site registers nothing and loads none of it. It keeps the offline page and the build's
// hashed files (styles, scripts, fonts, icons), never a page or an answer of the back office: those
// hold leads and people's data. It shows the team's pushes and opens a push's lead when tapped.
// Plain JavaScript with no imports: it is sent as it is written.

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/** Bumped when what this file caches changes, so an update drops the old cache. */
const cacheName = 'admin-shell-v1';
const offlinePage = '/admin/ngoai-tuyen';
/** The build's files are named by their content: kept once fetched, at most this many. */
const maxKeptFiles = 60;

/** Only the back office's own addresses may be opened from a push. */
function pageToOpen(/** @type {unknown} */ url) {
  if (typeof url !== 'string' || !url.startsWith('/admin')) return '/admin';
  const resolved = new URL(url, sw.location.origin);
  return resolved.origin === sw.location.origin ? resolved.pathname + resolved.search + resolved.hash : '/admin';
}

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      const response = await fetch(offlinePage, { cache: 'no-store' });
      if (!response.ok) throw new Error(`offline page: ${response.status}`);
      const html = await response.clone().text();
      // The offline page's stylesheets and icon, so it is drawn as it is online.
      const files = [...html.matchAll(/<link[^>]+href="(\/_astro\/[^"]+)"/g)].map((match) => match[1] ?? '');
      await cache.put(offlinePage, response);
      await cache.addAll([...new Set(files)].filter(Boolean));
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== cacheName) await caches.delete(name);
      await sw.clients.claim();
    })(),
  );
});

async function keepFile(/** @type {Request} */ request, /** @type {Response} */ response) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  const keys = (await cache.keys()).filter((key) => new URL(key.url).pathname !== offlinePage);
  for (const old of keys.slice(0, Math.max(0, keys.length - maxKeptFiles))) await cache.delete(old);
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.mode === 'navigate') {
    // Pages always come from the network; only when there is none, the offline page.
    event.respondWith(fetch(request).catch(async () => (await caches.match(offlinePage)) ?? Response.error()));
    return;
  }
  if (url.pathname.startsWith('/_astro/')) {
    event.respondWith(
      (async () => {
        const kept = await caches.match(request);
        if (kept) return kept;
        const response = await fetch(request);
        if (response.ok) event.waitUntil(keepFile(request, response.clone()));
        return response;
      })(),
    );
  }
});

sw.addEventListener('push', (event) => {
  /** @type {{ title?: string, body?: string, url?: string, tag?: string, call?: boolean }} */
  let message;
  try {
    message = event.data?.json() ?? {};
  } catch {
    // Not our JSON: still ring, as the generic new-lead line.
    message = {};
  }
  const url = pageToOpen(message.url);
  event.waitUntil(
    sw.registration.showNotification(message.title || 'Có khách hàng mới', {
      body: message.body ?? '',
      tag: message.tag,
      lang: 'vi',
      icon: '/admin/bieu-tuong-192.png',
      badge: '/admin/bieu-tuong-96.png',
      data: { url },
      // @ts-expect-error: actions are Chrome's (Android shows them under the text), not in every lib's types.
      actions: message.call ? [{ action: 'goi', title: 'Gọi ngay' }] : [],
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageToOpen(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      // A back office tab this worker controls goes to the lead; otherwise a new one opens (through
      // sign-in when the session has ended, and back to the lead after it). navigate() works only on
      // a tab the worker controls, and may still fail: then a new tab.
      const windows = await sw.clients.matchAll({ type: 'window' });
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/admin'));
      if (open) {
        try {
          const focused = await open.focus();
          if (await focused.navigate(url)) return;
        } catch {
          // Fall through to a new tab.
        }
      }
      await sw.clients.openWindow(url);
    })(),
  );
});
