/** The assistant's page, and the address of its answer to `question`. */
export const assistantPath = '/tro-ly';

/** '/tro-ly?q=…': the answer to `question`, server-rendered, a link that works without JavaScript. */
export function assistantHref(question?: string): string {
  return question ? `${assistantPath}?${new URLSearchParams({ q: question })}` : assistantPath;
}

/** The panel's markup, fetched on the first 'Hỏi trợ lý' (src/pages/tro-ly/khung.astro). */
export const assistantPanelPath = '/tro-ly/khung';

/** The attributes of a 'Hỏi trợ lý' link: /tro-ly without JavaScript, the panel with it (src/scripts/site.ts). */
export const assistantLink = { href: assistantPath, 'data-panel': assistantPanelPath } as const;
