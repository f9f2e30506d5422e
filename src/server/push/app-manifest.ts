import { brandColors } from '../../lib/brand-colors.ts';
import { siteConfig } from '../../lib/site-config.ts';

// The web app manifest of the back office: what a phone installs from 'Thêm vào màn hình chính'.
// Scoped to /admin/ as the service worker is; it opens at /admin/bat-dau, which sends each member to
// their own first page (a salesperson to 'Hôm nay', an editor to the articles), through sign-in.

export const manifestPath = '/admin/manifest.webmanifest';

/** The manifest, as JSON. */
export function appManifest(brand: string = siteConfig.brand) {
  return {
    id: '/admin',
    name: `${brand} – Bán hàng và quản trị`,
    short_name: 'Bán hàng',
    description: 'Khách hàng mới, lịch demo và việc cần làm của nhóm tư vấn.',
    lang: 'vi',
    dir: 'ltr',
    start_url: '/admin/bat-dau',
    scope: '/admin',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: brandColors.primary,
    background_color: '#ffffff',
    icons: [
      { src: '/admin/bieu-tuong-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/admin/bieu-tuong-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/admin/bieu-tuong-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
