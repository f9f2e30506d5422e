import { expect, type Page } from '@playwright/test';

/** What a page fetched and what its Content-Security-Policy refused, since `watchPage` was called. */
export interface PageWatch {
  /** Every script file requested. */
  scriptUrls: string[];
  /** Every request to an origin other than the site's. */
  elsewhere: string[];
  /** The transferred bytes of every script file, once each body has been read. */
  scriptBytes: () => Promise<number>;
  /** Every policy violation the document reported (`directive blocked-URI`). */
  cspViolations: () => Promise<string[]>;
  /** Resolves once no request is in flight (islands the scroll woke up have arrived). */
  settled: () => Promise<void>;
}

/** Starts watching `page`'s requests and policy violations; call before its first `goto`. */
export async function watchPage(page: Page, siteOrigin: string): Promise<PageWatch> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const scriptUrls: string[] = [];
  const elsewhere: string[] = [];
  const sizes: Array<Promise<number>> = [];
  let inFlight = 0;
  page.on('request', (request) => {
    inFlight += 1;
    if (new URL(request.url()).origin !== siteOrigin) elsewhere.push(request.url());
    if (request.resourceType() === 'script') {
      scriptUrls.push(request.url());
      sizes.push(
        request
          .response()
          .then(() => request.sizes())
          .then((found) => found.responseBodySize),
      );
    }
  });
  const done = () => (inFlight -= 1);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    scriptUrls,
    elsewhere,
    // Every body is awaited, so none is still being read when the test ends.
    scriptBytes: async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0),
    cspViolations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    settled: () => expect.poll(() => inFlight).toBe(0),
  };
}

/** The bytes of the page's inline scripts, data blocks (JSON, JSON-LD) aside. */
export function inlineScriptBytes(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((script) => !['application/ld+json', 'application/json'].includes(script.getAttribute('type') ?? ''))
      .reduce((sum, script) => sum + new TextEncoder().encode(script.textContent ?? '').length, 0),
  );
}
