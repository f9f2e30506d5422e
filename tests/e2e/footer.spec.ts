import { expect, test } from '@playwright/test';

test.describe('site footer', () => {
  test('shows contact details and the copyright line, and every link leads somewhere real', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // From the configured first year to this one, in Vietnam.
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric' }).format(new Date());
    await expect(footer.getByText(`© 2025–${year} Hotelix.`, { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Hotline: 0900 000 000' })).toHaveAttribute(
      'href',
      'tel:+84900000000',
    );
    await expect(footer.getByRole('link', { name: 'sales@hotelix.vn' })).toHaveAttribute(
      'href',
      'mailto:sales@hotelix.vn',
    );
    await expect(footer).toContainText('123 Đường Ví Dụ, Phường Sài Gòn, TP. Hồ Chí Minh');
    await expect(footer.getByRole('link', { name: 'Tin tức' })).toHaveAttribute('href', '/tin-tuc');
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => href === '' || href === '#')).toEqual([]);
  });
});
