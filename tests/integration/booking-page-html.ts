// Reading the booking pages' HTML as a visitor sees it: the text, the slots offered, what a field shows.

/** The page's text as a reader sees it (entities undone, React's text separators gone). */
export const readable = (html: string) =>
  html.replaceAll('<!-- -->', '').replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#x27;', "'");

/** The slots a page offers, in order ('YYYY-MM-DDTHH:mm'). */
export const offeredSlots = (html: string) =>
  [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);

/** The value an input named `name` shows. */
export const shownValue = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(readable(html))?.[1] ??
  new RegExp(`value="([^"]*)"[^>]*name="${name}"`).exec(readable(html))?.[1];
