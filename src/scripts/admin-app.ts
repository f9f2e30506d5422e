// The back office as an installed app: registers its service worker (src/scripts/admin-sw.js, scope
// /admin/) on every signed-in page, so the phone can install it and show the offline page. Pushes
// are turned on in 'Tài khoản', never asked for here. It imports nothing, so Astro inlines it.

if ('serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('/admin/sw.js', { scope: '/admin/' }).catch(() => {
      // No service worker (private browsing, a managed phone): the pages work as before.
    });
  });
}
