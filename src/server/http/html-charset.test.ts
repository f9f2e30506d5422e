import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { declareHtmlCharset } from './html-charset.ts';

const through = async (response: Response) =>
  (await declareHtmlCharset({} as APIContext, async () => response)) as Response;

describe('declareHtmlCharset', () => {
  it('declares UTF-8 on a rendered page, keeping its status, headers and body', async () => {
    const page = new Response('<p>Xin chào</p>', {
      status: 404,
      headers: { 'content-type': 'text/html', 'x-astro-cache': 'MISS' },
    });
    const answered = await through(page);
    expect(answered.status).toBe(404);
    expect(answered.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answered.headers.get('x-astro-cache')).toBe('MISS');
    expect(await answered.text()).toBe('<p>Xin chào</p>');
  });

  it('leaves every other answer as it came', async () => {
    for (const type of ['application/json', 'text/html; charset=utf-8', 'text/plain; charset=utf-8']) {
      const response = new Response('{}', { headers: { 'content-type': type } });
      expect(await through(response)).toBe(response);
    }
    const redirect = Response.redirect('http://localhost/tin-tuc', 301);
    expect(await through(redirect)).toBe(redirect);
  });
});
