// The readers' order of the kinds editors order by hand (products, FAQ, stories): the position as a
// six-digit sort key, so that text order is number order; the editors' list reads it back.

/** The sort key of position `order` (30 → '000030'). */
export const positionKey = (order: number) => String(order).padStart(6, '0');

/** A position in readers' order ('000030' → 30), or null for a draft never published (its key is its creation time). */
export const positionOf = (sortKey: string) => (/^\d{6}$/.test(sortKey) ? Number(sortKey) : null);
