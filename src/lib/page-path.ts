/**
 * The public path of a page: at build time prerendered pages see their file ('/contact.html',
 * '/san-pham/index.html'); visitors see '/contact' and '/san-pham'.
 */
export function publicPath(pathname: string): string {
  return (
    pathname
      .replace(/\.html$/, '')
      .replace(/\/index$/, '')
      .replace(/\/+$/, '') || '/'
  );
}
