import { expect, test } from '@playwright/test';

const stories: Array<[string, string, string]> = [
  ['/khach-hang/nha-nghi-doi-sim', 'Nhà nghỉ Đồi Sim', 'Đà Lạt · 12 phòng'],
  ['/khach-hang/khach-san-moc-mien', 'Khách sạn Mộc Miên', 'Đà Nẵng · 45 phòng'],
  ['/khach-hang/gio-nam-resort', 'Gió Nam Resort', 'Phú Quốc · 120 phòng'],
];

const sampleNotice = 'Câu chuyện minh họa, không phải khách hàng thật';

test.describe('customer stories', () => {
  test('the landing page shows them after the benefits and before the prices, each leading to its story', async ({
    page,
  }) => {
    await page.goto('/');
    const sections = await page.locator('main > section').evaluateAll((all) => all.map((section) => section.id));
    expect(sections.indexOf('customers')).toBe(sections.indexOf('benefits') + 1);
    expect(sections.indexOf('pricing')).toBe(sections.indexOf('customers') + 1);

    const section = page.locator('#customers');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Câu chuyện khách hàng');
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const [index, [href, hotel, place]] of stories.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(hotel);
      await expect(card).toContainText(place);
      await expect(card.getByText(sampleNotice)).toBeVisible();
      await card.getByRole('link', { name: `Đọc câu chuyện của ${hotel}` }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await page.goBack();
    }
  });

  for (const [href, hotel, place] of stories) {
    test(`${href} tells the story with its figures, the owner's words and what the hotel uses`, async ({ page }) => {
      const response = await page.goto(href);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(sampleNotice)).toBeVisible();
      await expect(page.getByRole('main')).toContainText(`${hotel} · ${place.split(' · ')[0]}`);
      const results = page.getByRole('region', { name: 'Kết quả' }).getByRole('listitem');
      expect(await results.count()).toBeGreaterThanOrEqual(2);
      for (const result of await results.all()) await expect(result.locator('p')).toHaveCount(3);
      await expect(page.locator('figure blockquote')).toHaveText(/^“.{20,}”$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Sau 6 tháng' })).toBeVisible();
      const facts = page.getByRole('complementary', { name: 'Khách sạn và giải pháp' });
      await expect(facts.getByRole('link', { name: /^Gói / })).toHaveAttribute('href', '/#pricing');
      for (const link of await facts.getByRole('link', { name: /^(?!Gói )/ }).all()) {
        await expect(link).toHaveAttribute('href', /^\/san-pham\/[a-z-]+$/);
      }
      await expect(page.getByRole('link', { name: 'Dùng thử miễn phí 15 ngày' })).toHaveAttribute('href', '/#contact');
    });
  }

  test('a story names the hardware it uses, and the link leads to the product', async ({ page }) => {
    await page.goto('/khach-hang/nha-nghi-doi-sim');
    const facts = page.getByRole('complementary', { name: 'Khách sạn và giải pháp' });
    await expect(facts).toContainText('Gói Cơ bản');
    await expect(facts).toContainText('12');
    await facts.getByRole('link', { name: 'Khóa thông minh' }).click();
    await expect(page).toHaveURL(/\/san-pham\/khoa-thong-minh$/);
  });

  test('/khach-hang lists every story, and each story leads back to it', async ({ page }) => {
    await page.goto('/khach-hang');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Câu chuyện khách hàng');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      stories.map(([, hotel]) => hotel),
    );
    await page.getByRole('link', { name: 'Đọc câu chuyện của Gió Nam Resort' }).click();
    await expect(page).toHaveURL(/\/khach-hang\/gio-nam-resort$/);
    await page.getByRole('navigation', { name: 'Đường dẫn' }).getByRole('link', { name: 'Khách hàng' }).click();
    await expect(page).toHaveURL(/\/khach-hang$/);
    await page.goto('/khach-hang/gio-nam-resort');
    await page.getByRole('link', { name: 'Xem các câu chuyện khác' }).click();
    await expect(page).toHaveURL(/\/khach-hang$/);
  });
});
