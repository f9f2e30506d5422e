import sharp from 'sharp';
import { brandColors } from '../../lib/brand-colors.ts';

// The installed back office's icons, drawn from the favicon's letter at the sizes Android asks for:
// 192 and 512 for the home screen, 512 'maskable' (the letter inside the safe circle, the colour to
// the edges, for launchers that cut their own shape), and the 96-pixel badge of the status bar,
// which Android shows by its alpha only (a white letter on nothing). Drawn once per process.

const letter = 'M9 24V8h3v6.5h8V8h3v16h-3v-6.8h-8V24z';

const drawings = {
  '192': { size: 192, svg: roundedIcon() },
  '512': { size: 512, svg: roundedIcon() },
  'maskable-512': {
    size: 512,
    // The letter's 16 units fill 40% of the side: inside the 80% circle every launcher keeps.
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${brandColors.primary}"/><path transform="translate(4 4)" d="${letter}" fill="#fff"/></svg>`,
  },
  '96': {
    size: 96,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="4 4 24 24"><path d="${letter}" fill="#fff"/></svg>`,
  },
} as const;

function roundedIcon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${brandColors.primary}"/><path d="${letter}" fill="#fff"/></svg>`;
}

export type AppIconName = keyof typeof drawings;

/** Whether `name` is one of the icons ('192', '512', 'maskable-512', '96'). */
export const isAppIcon = (name: string | undefined): name is AppIconName =>
  name !== undefined && Object.hasOwn(drawings, name);

const drawn = new Map<AppIconName, Promise<Buffer>>();

/** The PNG of icon `name`. */
export function appIcon(name: AppIconName): Promise<Buffer> {
  let png = drawn.get(name);
  if (!png) {
    const { size, svg } = drawings[name];
    png = sharp(Buffer.from(svg), { density: 72 * (size / 32) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    png.catch(() => drawn.delete(name));
    drawn.set(name, png);
  }
  return png;
}
