/** Longest title search results show in full. */
export const maxTitleLength = 60;

/**
 * The page's <title>: 'Title | Brand' when it fits in 60 characters, else the title alone, cut at a
 * word boundary with an ellipsis if even that is too long.
 */
export function composeTitle(title: string, brand: string): string {
  const branded = `${title} | ${brand}`;
  if (branded.length <= maxTitleLength) return branded;
  if (title.length <= maxTitleLength) return title;
  const cut = title.slice(0, maxTitleLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,:;–-]+$/, '')}…`;
}
