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

// 'Hỏi trợ lý' (the phone action bar, the support popover) is a link to /tro-ly. With script, its
// first click fetches the panel's markup (the link's data-assistant-panel: /tro-ly/khung) and the
// panel's own script that comes with it, then opens the panel; later clicks open it at once. No page
// loads any of it before. The event names are the panel script's (src/scripts/assistant-panel.ts),
// written out: an import would make this script a file of its own instead of inline.
let assistantPanel: Promise<Element> | undefined;
async function loadAssistantPanel(url: string): Promise<Element> {
  const response = await fetch(url);
  if (!response.ok) throw new Error();
  const parts = document.createElement('template');
  parts.innerHTML = await response.text();
  const dialog = parts.content.querySelector('dialog')!;
  const scripts = [...parts.content.querySelectorAll('script')];
  return new Promise((resolve, reject) => {
    dialog.addEventListener('assistant-ready', () => resolve(dialog), { once: true });
    setTimeout(reject, 10_000);
    document.body.append(parts.content);
    // A script parsed from markup never runs: each is made again, as its page would have loaded it
    // (always a file: the panel's script imports others, so Astro never inlines it).
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
  const link =
    event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-assistant-panel]') : null;
  if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  // From the support popover: it closes, and focus comes back to its button when the panel closes.
  const popover = link.closest<HTMLElement>('[popover]');
  popover?.hidePopover();
  const back = popover ? document.querySelector(`[popovertarget="${popover.id}"]`) : link;
  const detail = { link: back, keyboard: event.detail === 0 };
  (assistantPanel ??= loadAssistantPanel(link.dataset.assistantPanel!)).then(
    (dialog) => dialog.dispatchEvent(new CustomEvent('assistant-open', { detail })),
    () => {
      // No panel (offline, a failed script): the page that answers without one.
      assistantPanel = undefined;
      location.href = link.href;
    },
  );
});
