/**
 * Illustrations served as files, with their size: as <img>, they cost the landing page's first
 * response nothing (inline, the three drawings took it past one round trip, 14 KB).
 */
export const illustrationFiles = {
  'phan-mem': { width: 400, height: 300 },
  'tro-ly-ai': { width: 320, height: 460 },
  'thiet-bi': { width: 480, height: 250 },
} as const;

export type IllustrationFile = keyof typeof illustrationFiles;

/** Where an illustration file is served. */
export const illustrationHref = (name: IllustrationFile) => `/minh-hoa/${name}.avif`;
