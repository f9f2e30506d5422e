// The back office as an installed app, on every signed-in page: registers its service worker
// (src/scripts/admin-sw.js, scope /admin), so the phone can install it and show the offline page; and
// when this browser takes pushes, ties them to the session it is signed in with now (once per session,
// read from the page's hotelix-session tag), so signing this session out silences this phone. Pushes
// are turned on in 'Tài khoản', never asked for here. It imports nothing, so Astro inlines it.

async function tieToSession(): Promise<void> {
  const tag = document.querySelector<HTMLMetaElement>('meta[name="hotelix-session"]')?.content;
  if (!tag || sessionStorage.getItem('hotelix-push-session') === tag) return;
  const registration = await navigator.serviceWorker.getRegistration('/admin');
  const subscription = await registration?.pushManager?.getSubscription();
  if (subscription) {
    const answer = await fetch('/admin/thong-bao-dien-thoai.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'refresh', endpoint: subscription.endpoint }),
    });
    // 404: this browser's subscription is not the member's (turned off, or another member's): nothing to tie.
    if (!answer.ok && answer.status !== 404) return;
  }
  sessionStorage.setItem('hotelix-push-session', tag);
}

if ('serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker
      .register('/admin/sw.js', { scope: '/admin' })
      .then(tieToSession)
      .catch(() => {
        // No service worker (private browsing, a managed phone): the pages work as before.
      });
  });
}
