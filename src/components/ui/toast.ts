// Toasts: short confirmations in the page's one polite live region (rendered by <Toaster /> in the
// layout). Plain DOM, so any island can raise one without sharing React state with another island.

/** Id of the live region. */
export const toastRegionId = 'toast-region';

const visibleMs = 6000;

/** Shows a toast; `destructive` styles it as an error. An empty description shows the title alone. */
export function showToast({
  title,
  description,
  destructive = false,
}: {
  title: string;
  description: string;
  destructive?: boolean;
}): void {
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
