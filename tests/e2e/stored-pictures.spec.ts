import { expect, test, type Page } from '@playwright/test';

// Pictures from the media store (StoredPicture): a frame with the picture's ratio from the first
// layout, the picture laid over it. What a visitor sees: nothing moves when the files arrive, the
// picture fills its frame, and on a wide screen it sits beside its text, not under an empty cell.

/** Each picture's frame and the picture itself, as laid out now. */
const boxes = (page: Page) =>
  page
    .getByRole('main')
    .locator('picture img')
    .evaluateAll((images) =>
      images.map((image) => {
        const frame = image.closest('picture')!.parentElement!.getBoundingClientRect();
        const own = image.getBoundingClientRect();
        return {
          frame: [Math.round(frame.width), Math.round(frame.height)],
          image: [Math.round(own.width), Math.round(own.height)],
          ratio: Number(image.getAttribute('width')) / Number(image.getAttribute('height')),
          loaded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        };
      }),
    );

for (const [route, width] of [
  ['/tin-tuc', 360],
  ['/tin-tuc', 1366],
  ['/san-pham', 360],
  ['/san-pham/the-tu', 1366],
  ['/tin-tuc/tich-hop-pms', 360],
] as const) {
  test(`${route} at ${width} px: every picture's frame holds its size before and after its file arrives`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // The files are held back until the frames have been measured.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/anh\//, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    const before = await boxes(page);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every(({ loaded }) => !loaded)).toBe(true);
    for (const { frame, image, ratio } of before) {
      expect(frame[1]).toBeGreaterThan(0);
      expect(image).toEqual(frame);
      // On a phone, one column: the frame's ratio is the picture's own, or the news cards' 1200 × 630.
      // Wider, a frame beside its text may be stretched to the text's height, the picture cropped.
      if (width < 768)
        expect([ratio, 1200 / 630].some((expected) => Math.abs(frame[0]! / frame[1]! - expected) < 0.02)).toBe(true);
    }

    release();
    await page.evaluate(async () => {
      for (const image of document.querySelectorAll<HTMLImageElement>('main picture img')) image.loading = 'eager';
      await Promise.all(
        [...document.querySelectorAll<HTMLImageElement>('main picture img')].map((image) => image.decode()),
      );
    });
    const after = await boxes(page);
    expect(after.every(({ loaded }) => loaded)).toBe(true);
    expect(after.map(({ frame, image }) => [frame, image])).toEqual(before.map(({ frame, image }) => [frame, image]));
  });
}

test('on a wide screen the featured article and a product show their picture beside their text', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const [route, heading] of [
    ['/tin-tuc', page.locator('#featured-heading')],
    ['/san-pham/the-tu', page.getByRole('heading', { level: 1 })],
  ] as const) {
    await page.goto(route);
    const picture = await page.getByRole('main').locator('picture img').first().boundingBox();
    const text = await heading.boundingBox();
    // Side by side: the two overlap in height, one ends before the other starts across.
    expect(picture!.y).toBeLessThan(text!.y + text!.height);
    expect(text!.y).toBeLessThan(picture!.y + picture!.height);
    expect(picture!.x + picture!.width <= text!.x || text!.x + text!.width <= picture!.x).toBe(true);
  }
});
