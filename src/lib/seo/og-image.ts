import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import { brandColors } from '../brand-colors.ts';

// Share images (1200×630 PNG) drawn at build time with the site's own font. Satori lays text out as
// outlines; the Vietnamese subset is listed first so its glyphs (ư, ệ, đ…) win over the Latin one.

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('@fontsource/be-vietnam-pro/package.json')), 'files');
const fonts = (['vietnamese', 'latin'] as const).flatMap((subset) =>
  ([400, 700] as const).map((weight) => ({
    name: `BVP-${subset}`,
    data: readFileSync(path.join(fontDir, `be-vietnam-pro-${subset}-${weight}-normal.woff`)),
    weight,
    style: 'normal' as const,
  })),
);

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const box = (style: Record<string, unknown>, children: unknown): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/** What a share image says. */
export interface OgCard {
  /** Small line above the title: a category, 'Sản phẩm', or the site's promise. */
  eyebrow: string;
  title: string;
  brand: string;
  /** Host name shown at the bottom, e.g. 'hotelix.vn'. */
  host: string;
}

/** Draws a share image as PNG. */
export async function renderOgImage(card: OgCard): Promise<Buffer> {
  const svg = await satori(
    box(
      {
        width: 1200,
        height: 630,
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: brandColors.secondary,
        color: brandColors.foreground,
        fontFamily: 'BVP-vietnamese, BVP-latin',
      },
      [
        box({ alignItems: 'center', gap: 20, fontSize: 36, fontWeight: 700 }, [
          box(
            {
              width: 64,
              height: 64,
              borderRadius: 14,
              background: brandColors.primary,
              color: brandColors.primaryForeground,
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 40,
            },
            card.brand[0],
          ),
          card.brand,
        ]),
        box({ flexDirection: 'column', gap: 20 }, [
          box({ fontSize: 30, color: brandColors.primary, fontWeight: 700 }, card.eyebrow),
          box(
            { fontSize: card.title.length > 60 ? 52 : 62, fontWeight: 700, lineHeight: 1.2, maxWidth: 1056 },
            card.title,
          ),
        ]),
        box({ fontSize: 28, color: brandColors.mutedForeground }, card.host),
      ],
    ) as never,
    { width: 1200, height: 630, fonts },
  );
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
