// Toasts: short confirmations in the page's one polite live region (rendered by <Toaster /> in the
// layout). Plain DOM, so any island can raise one without sharing React state with another island.
// The site script (src/scripts/site.ts, inlined in every page) is the only importer and hands it out
// as window.showToast: imported by islands and page scripts too, this file became a shared chunk of its
// own, one more request on the form pages, and kept the article script from being inlined.

/** Id of the live region. */
export const toastRegionId = 'toast-region';

const visibleMs = 6000;

/** What a toast says; `destructive` styles it as an error. An empty description shows the title alone. */
export interface Toast {
  title: string;
  description: string;
  destructive?: boolean;
}

declare global {
  interface Window {
    /** Shows a toast (installed by src/scripts/site.ts). */
    showToast: (toast: Toast) => void;
  }
}

/** Shows a toast in the live region. */
export function showToast({ title, description, destructive = false }: Toast): void {
  const region = document.getElementById(toastRegionId);
  if (!region) return;
  const toast = document.createElement('div');
  toast.dataset.variant = destructive ? 'destructive' : 'default';
  toast.className =
    'pointer-events-auto rounded-lg border border-border bg-background p-4 text-foreground shadow-lg data-[variant=destructive]:border-destructive data-[variant=destructive]:bg-destructive data-[variant=destructive]:text-primary-foreground';
  const heading = document.createElement('p');
  heading.className = 'font-bold';
  heading.textContent = title;
  const body = document.createElement('p');
  body.className = 'mt-1 text-sm';
  body.textContent = description;
  toast.append(heading);
  if (description) toast.append(body);
  region.append(toast);
  setTimeout(() => toast.remove(), visibleMs);
}
