import { toastRegionId } from './toast';

/** The page's live region for toasts (see toast.ts); polite, so it never interrupts a screen reader. */
export function Toaster() {
  return (
    <div
      id={toastRegionId}
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 top-20 z-50 grid justify-items-end gap-3 sm:left-auto sm:w-96"
    />
  );
}
