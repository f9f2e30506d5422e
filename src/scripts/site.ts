import { showToast } from '@/components/ui/toast';

// Small behaviours every page shares. It imports nothing that another script imports, so it bundles
// to one file without imports, which Astro inlines (hashed for the CSP): content pages load no script file.

// Islands and page scripts raise toasts through this (see toast.ts).
window.showToast = showToast;

// Menus are native popovers; choosing a link inside one (even a same-page anchor) closes it.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('[data-closes-on-link] a') : null;
  link?.closest<HTMLElement>('[popover]')?.hidePopover();
});

// Where the visit came from: the first page of the session's UTM parameters and external referrer,
// kept for the session and exposed as <html data-attribution> for the lead forms
// (src/lib/leads/attribution.ts reads it).
try {
  const key = 'hotelix-attribution';
  if (!sessionStorage.getItem(key)) {
    const params = new URLSearchParams(location.search);
    const found: Record<string, string> = {};
    for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) {
      const value = params.get(name);
      if (value) found[name] = value;
    }
    if (document.referrer && new URL(document.referrer).origin !== location.origin) found.referrer = document.referrer;
    if (Object.keys(found).length) sessionStorage.setItem(key, JSON.stringify(found));
  }
  document.documentElement.dataset.attribution = sessionStorage.getItem(key) ?? '{}';
} catch {
  // Storage can be off (private mode, policy); attribution is a nicety, never a reason to fail.
}

// A trial call to action ('Dùng thử', anywhere on the site) lands on the trial form's first field,
// focused and in view: the form's heading and subtitle alone left the field below a phone's screen.
const trialLink = 'a[href="/#contact"], a[href="#contact"]';
function focusTrialField(): boolean {
  const field = document.querySelector<HTMLElement>(
    '#contact form :is(input, select, textarea):not([type="hidden"]):not([tabindex="-1"])',
  );
  if (!field) return false;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: 'center' });
  return true;
}
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest(trialLink) : null;
  if (!link || location.pathname !== '/' || !focusTrialField()) return;
  event.preventDefault();
  if (location.hash !== '#contact') history.pushState(null, '', '#contact');
});
// Arriving from another page's 'Dùng thử' (/#contact): once the page has loaded, when the browser's
// own scroll to the anchor is done (focusing earlier was undone by it).
if (location.hash === '#contact') addEventListener('load', () => focusTrialField(), { once: true });
