// The brand colours that leave CSS: share images (drawn by satori), e-mails (inline styles), the
// browser's theme colour. The same values as the tokens in src/styles/global.css (a test checks).

export const brandColors = {
  primary: '#0b6b61',
  primaryForeground: '#ffffff',
  secondary: '#e7f3f0',
  foreground: '#142a2e',
  mutedForeground: '#4a5c5a',
} as const;
