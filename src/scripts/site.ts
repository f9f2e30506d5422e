import { attributionStorageKey, utmKeys } from '@/lib/leads/attribution';

// Small behaviours every page shares (a few hundred bytes, no framework).

// Menus are native popovers; choosing a link inside one (even a same-page anchor) closes it.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('[data-closes-on-link] a') : null;
  link?.closest<HTMLElement>('[popover]')?.hidePopover();
});

// First page of the session: remember its UTM parameters and external referrer (read by the forms).
try {
  if (!sessionStorage.getItem(attributionStorageKey)) {
    const params = new URLSearchParams(location.search);
    const found: Record<string, string> = {};
    for (const key of utmKeys) {
      const value = params.get(key);
      if (value) found[key] = value;
    }
    if (document.referrer && new URL(document.referrer).origin !== location.origin) found.referrer = document.referrer;
    if (Object.keys(found).length) sessionStorage.setItem(attributionStorageKey, JSON.stringify(found));
  }
} catch {
  // Storage can be off (private mode, policy); attribution is a nicety, never a reason to fail.
}
