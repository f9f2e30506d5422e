/**
 * Marks the link a visitor clicked before its dialog's script was ready (client:openers holds the
 * click); the dialog opens for it when it mounts. Written by the directive, read by LeadDialog.
 */
export const heldOpenerAttribute = 'data-opener-held';

/** The link carrying `attribute` that `event` happened on or inside, if any. */
export function openerOf(event: Event, attribute: string): Element | null {
  return event.target instanceof Element ? event.target.closest(`[${attribute}]`) : null;
}

/** A click meant to follow the link here: a modifier-click (new tab, new window) keeps the browser's own way. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
