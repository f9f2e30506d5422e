import { brandFontClass, brandFontDelayMs, brandFontKey } from '@/lib/brand-font';
import { showToast } from '@/components/ui/toast';
import type { Attribution } from '@/lib/leads/attribution';
import { utmFields } from '@/lib/leads/utm-fields';

// Small behaviours every page shares. It imports nothing that another script imports, so it bundles
// to one file without imports, which Astro inlines (hashed for the CSP): content pages load no script file.

// Islands and page scripts raise toasts through this (see toast.ts).
window.showToast = showToast;

/** Runs `task` `delayMs` after the page's load event (at once if it has passed), in a task of its own. */
function afterLoad(task: () => void, delayMs: number): void {
  const schedule = () => setTimeout(task, delayMs);
  if (document.readyState === 'complete') schedule();
  else addEventListener('load', schedule, { once: true });
}

// Menus are native popovers; choosing a link inside one (even a same-page anchor) closes it.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('[data-closes-on-link] a') : null;
  link?.closest<HTMLElement>('[popover]')?.hidePopover();
});

// Where the visit came from: UTM parameters and an external referrer, kept for the browsing session
// from its first page that has any, so a lead sent three pages later still carries it (the forms ask
// window.siteAttribution, src/lib/leads/attribution.ts). This page's own are read from its address;
// the session's storage is touched only when there is something to keep, after load, in a task of its
// own, and when a form asks: in a fresh phone's browser the first touch of sessionStorage is a
// synchronous call to the browser, and in traces it was a large part of the task that ran this script.
const attributionKey = 'hotelix-attribution';
const arrivedWith: Attribution = {};
const params = new URLSearchParams(location.search);
for (const name of utmFields) {
  const value = params.get(name);
  if (value) arrivedWith[name] = value;
}
if (document.referrer && new URL(document.referrer).origin !== location.origin)
  arrivedWith.referrer = document.referrer;
window.siteAttribution = () => {
  try {
    const kept = sessionStorage.getItem(attributionKey);
    if (kept) return JSON.parse(kept) as Attribution;
  } catch {
    // Storage can be off (private mode, policy); attribution is a nicety, never a reason to fail.
  }
  return arrivedWith;
};
function keepAttribution(): void {
  try {
    if (!sessionStorage.getItem(attributionKey)) sessionStorage.setItem(attributionKey, JSON.stringify(arrivedWith));
  } catch {
    // As above: this page's own attribution still goes with a lead sent from it.
  }
}
if (Object.keys(arrivedWith).length) {
  afterLoad(keepAttribution, 0);
  // A visitor who goes on before the page has loaded (a slow network, images still coming) keeps it too.
  addEventListener('pagehide', keepAttribution, { once: true });
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

// Panels loaded on demand: 'Hỏi trợ lý' (the phone action bar, the support popover; a link to
// /tro-ly) and the landing page's 'Xem demo' (a link to the video itself). With script, a link's
// first click fetches the panel's markup (its data-panel: /tro-ly/khung, /video-gioi-thieu/khung) and
// the panel's own script that comes with it, then opens the panel; later clicks open it at once. No
// page loads any of it before, and its bytes are not in any page's first response. The panel's
// script answers 'panel-ready' once it listens and opens on 'panel-open' (written out here: an
// import would make this script a file of its own instead of inline).
const panels = new Map<string, Promise<Element>>();
async function loadPanel(url: string): Promise<Element> {
  const response = await fetch(url);
  if (!response.ok) throw new Error();
  const parts = document.createElement('template');
  parts.innerHTML = await response.text();
  const dialog = parts.content.querySelector('dialog')!;
  const scripts = [...parts.content.querySelectorAll('script')];
  return new Promise((resolve, reject) => {
    dialog.addEventListener('panel-ready', () => resolve(dialog), { once: true });
    setTimeout(reject, 10_000);
    document.body.append(parts.content);
    // A script parsed from markup never runs: each is made again, as its page would have loaded it
    // (always a file: astro.config.ts keeps the panels' scripts out of line, as their hashes are in no page's policy).
    for (const parsed of scripts) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = parsed.src;
      script.onerror = reject;
      parsed.replaceWith(script);
    }
  });
}
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-panel]') : null;
  if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  // From the support popover: it closes, and focus comes back to its button when the panel closes.
  const popover = link.closest<HTMLElement>('[popover]');
  popover?.hidePopover();
  const back = popover ? document.querySelector(`[popovertarget="${popover.id}"]`) : link;
  const detail = { link: back, keyboard: event.detail === 0 };
  const url = link.dataset.panel!;
  if (!panels.has(url)) panels.set(url, loadPanel(url));
  panels.get(url)!.then(
    (dialog) => dialog.dispatchEvent(new CustomEvent('panel-open', { detail })),
    () => {
      // No panel (offline, a failed script): the link's own page.
      panels.delete(url);
      location.href = link.href;
    },
  );
});

// The brand font for the next pages (src/lib/brand-font.ts): fetched a while after this page has
// loaded, so its files never compete with the page's own bytes; nothing on this page uses it, so
// nothing repaints. Skipped on a data-saving connection, where the phone's font does.
async function fetchBrandFont(): Promise<void> {
  const root = document.documentElement;
  const family = getComputedStyle(root).getPropertyValue('--font-be-vietnam-pro').trim();
  if (!family) return;
  // Rejects when a file fails to load; an empty list means no face matched (a changed build).
  const loaded = await Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 1em ${family}`)));
  if (loaded.every((faces) => faces.length > 0)) localStorage.setItem(brandFontKey, '1');
}
const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
if (!document.documentElement.classList.contains(brandFontClass) && !saveData) {
  afterLoad(() => void fetchBrandFont().catch(() => undefined), brandFontDelayMs);
}
