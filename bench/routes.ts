import { readdirSync } from 'node:fs';
import path from 'node:path';

// Which routes the bench measures. Prerendered pages are found in the build on their own; on-demand
// (server-rendered) public routes cannot be, so they are listed here by hand.

/**
 * On-demand public routes. Later issues add theirs here when they add one (the error probe
 * /kiem-tra-loi is not public and stays out).
 */
export const onDemandRoutes: readonly string[] = [
  // Every public page shows the company's details, saved in /admin: none is prerendered any more.
  '/',
  '/contact',
  '/chinh-sach-bao-mat',
  '/khach-hang',
  ...readdirSync('src/content/customers')
    .filter((file) => file.endsWith('.md'))
    .map((file) => `/khach-hang/${file.replace(/\.md$/, '')}`),
  '/tin-tuc',
  '/bao-gia',
  // Articles come from the database since the editor (imported from these files on first start).
  ...readdirSync('src/content/articles')
    .filter((file) => file.endsWith('.md'))
    .map((file) => `/tin-tuc/${file.replace(/\.md$/, '')}`),
  // Products come from the database too (imported from these files on first start).
  '/san-pham',
  ...readdirSync('src/content/products')
    .filter((file) => file.endsWith('.md'))
    .map((file) => `/san-pham/${file.replace(/\.md$/, '')}`),
  // A page of site search results (noindex: see noindexRoutes).
  '/tim-kiem?q=khoa+thong+minh',
  // Demo booking: free slots change with every booking, so rendered per request, never cached.
  '/dat-lich-demo',
  // The assistant without JavaScript, before a question (noindex: see noindexRoutes).
  '/tro-ly',
];

/**
 * Routes kept out of search engines on purpose (meta robots noindex): Lighthouse's SEO audit
 * 'is-crawlable' fails on them by design, and only that audit is excused.
 */
export const noindexRoutes: readonly string[] = ['/tim-kiem?q=khoa+thong+minh', '/tro-ly'];

/**
 * Routes that carry a lead form: they get the 80 KB JavaScript budget instead of 10 KB. Later issues
 * add a route here when they put a form on it.
 */
export const formRoutes: readonly string[] = ['/', '/contact', '/bao-gia'];

/** Error pages are served with 404/500 statuses; the thank-you page is noindex by design. */
const errorPages = new Set(['/404', '/500', '/cam-on']);

/** Every prerendered page in the build: index.html → /, contact.html → /contact, a/b.html → /a/b. */
export function prerenderedRoutes(clientDir: string): string[] {
  const htmlFiles = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  const routes = htmlFiles.map((file) => {
    const route =
      '/' +
      file
        .split(path.sep)
        .join('/')
        .replace(/\.html$/, '');
    return route === '/index' ? '/' : route.replace(/\/index$/, '');
  });
  return routes.filter((route) => !errorPages.has(route)).sort();
}

/** Everything to measure, prerendered first, each route once. */
export function allRoutes(clientDir: string): string[] {
  return [...new Set([...prerenderedRoutes(clientDir), ...onDemandRoutes])];
}
