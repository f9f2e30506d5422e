/**
 * Marks the link a visitor clicked before its dialog's script was ready (client:openers holds the
 * click); the dialog opens for it when it mounts. Written by the directive, read by LeadDialog.
 */
export const heldOpenerAttribute = 'data-opener-held';
