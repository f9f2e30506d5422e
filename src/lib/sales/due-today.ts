/**
 * 'Hôm nay's count where a page shows it: the heading of 'Hôm nay', the menu and the tab bar. The
 * attribute marks each place and holds the label the count follows, so that a call saved without a
 * reload (the call sheet, the lead's form) can show the new count everywhere at once.
 */
export const dueTodayAttribute = 'data-due-today';

/** 'Hôm nay (3)', or the label alone when nothing is due. */
export const withDueToday = (label: string, count: number | undefined): string =>
  count ? `${label} (${count})` : label;

/**
 * Shows `count` in every marked place of the page: as text, or on the tab bar's icon link (its
 * `data-count` badge and its name), which carries no count text of its own.
 */
export function showDueToday(count: number, page: ParentNode = document): void {
  for (const place of page.querySelectorAll<HTMLElement>(`[${dueTodayAttribute}]`)) {
    const text = withDueToday(place.getAttribute(dueTodayAttribute) ?? '', count);
    if (!place.hasAttribute('data-badge')) {
      place.textContent = text;
      continue;
    }
    if (count) {
      place.setAttribute('data-count', String(count));
      place.setAttribute('aria-label', text);
    } else {
      place.removeAttribute('data-count');
      place.removeAttribute('aria-label');
    }
  }
}
