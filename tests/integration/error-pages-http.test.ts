import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { unknownRoutes } from '../e2e/routes.ts';

// The not-found and error pages' status codes and bodies, all in the HTTP answer (this was a browser
// spec, tests/e2e/errors.spec.ts). ERROR_PROBE=1 makes /kiem-tra-loi fail while rendering.

const window = new Window();
afterAll(() => window.happyDOM.close());

/** Text as a reader sees it: runs of white space are one space, none at the ends. */
const visibleText = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('error pages over HTTP', () => {
  let server: LaunchedServer;

  beforeAll(async () => {
    server = await launchServer({ ERROR_PROBE: '1' });
  });

  afterAll(async () => {
    await server.stop();
  });

  /** The status and the parsed page at `path`. */
  async function answer(path: string) {
    const response = await fetch(`${server.url}${path}`);
    return {
      status: response.status,
      document: new window.DOMParser().parseFromString(await response.text(), 'text/html'),
    };
  }

  it.each(unknownRoutes)('answers %s with HTTP 404 and the not-found page', async (path) => {
    const { status, document } = await answer(path);
    expect(status).toBe(404);
    expect(visibleText(document.querySelector('h1')?.textContent)).toBe('Không tìm thấy trang');
    const texts = [...document.body.querySelectorAll('*')].map((element) => visibleText(element.textContent));
    expect(texts).toContain('404');
    expect(texts).toContain('Oops! Page not found');
    const home = [...document.querySelectorAll('a')].find((link) => visibleText(link.textContent) === 'Về trang chủ');
    expect(home?.getAttribute('href')).toBe('/');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('answers a rendering failure with HTTP 500 and the error heading inside the shell', async () => {
    const { status, document } = await answer('/kiem-tra-loi');
    expect(status).toBe(500);
    expect(visibleText(document.querySelector('h1')?.textContent)).toBe('Unexpected Application Error!');
    expect(document.querySelector('header')).not.toBeNull();
    expect(document.body.textContent).not.toContain('Deliberate rendering failure');
  });
});
