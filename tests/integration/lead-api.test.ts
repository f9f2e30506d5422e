import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';

// The HTTP edge of the lead pipeline, against the production server: what a browser or a bot sees.

const trial = {
  company_name: 'Khách sạn Hoa Sen',
  name: 'Nguyễn Văn An',
  email: 'an@hoasen.vn',
  phone: '0901 234 567',
  page: '/',
};

describe('POST /api/leads/:form', () => {
  let server: LaunchedServer;
  // Each test comes from an address of its own (the server trusts one proxy), so one test's
  // requests never count against another's limit, whatever order they run in.
  let address = 0;
  const from = () => ({ 'x-forwarded-for': `203.0.113.${address}` });
  const post = (form: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/leads/${form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from(), ...headers },
      body,
    });

  beforeAll(async () => {
    server = await launchServer({ RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_HOUR: '100', TRUST_PROXY: '1' });
  });

  beforeEach(() => {
    address += 1;
  });

  afterAll(async () => {
    await server.stop();
  });

  it('answers a valid lead with 200 and the success message', async () => {
    const response = await post('trial', JSON.stringify(trial));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      message: 'Yêu cầu của anh/chị đã được gửi. Chúng tôi sẽ liên hệ với anh/chị sớm.',
    });
  });

  it('answers invalid fields with 400 and a Vietnamese message per field', async () => {
    const response = await post('trial', JSON.stringify({ ...trial, email: 'sai', name: '' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      ok: false,
      errors: { email: 'Email không hợp lệ', name: 'Họ tên không được để trống' },
    });
  });

  it('refuses malformed JSON and unknown forms without falling over', async () => {
    expect((await post('trial', '{"company_name":')).status).toBe(400);
    expect((await post('trial', '[1,2]')).status).toBe(400);
    expect((await post('newsletter', JSON.stringify(trial))).status).toBe(404);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  it('refuses a body over 64 KB with 413 and says why', async () => {
    const response = await post('contact', JSON.stringify({ ...trial, message: 'x'.repeat(70 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: 'Dữ liệu gửi lên quá lớn (tối đa 64 KB).' });
  });

  it('answers past the per-client limit with 429 and the spec message', async () => {
    let last: Response | undefined;
    for (let index = 0; index < 4; index += 1)
      last = await post('trial', JSON.stringify({ ...trial, email: `gioi-han${index}@hoasen.vn` }));
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toBe('60');
    expect(await last!.json()).toMatchObject({
      message: 'Anh/chị đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.',
    });
  });

  it('answers a plain post it cannot take below the form, with the hotline and Zalo, keeping what was typed', async () => {
    let last: Response | undefined;
    for (let index = 0; index < 5 && last?.status !== 429; index += 1)
      last = await fetch(`${server.url}/gui-yeu-cau?form=trial`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, ...from() },
        body: new URLSearchParams({ ...trial, email: `khong-js${index}@hoasen.vn` }),
      });
    expect(last!.status).toBe(429);
    const html = await last!.text();
    const notice = html.indexOf('data-slot="send-failure"');
    expect(notice).toBeGreaterThan(html.lastIndexOf('name="phone"'));
    expect(html.slice(notice)).toMatch(
      /^data-slot="send-failure"[\s\S]*Có lỗi xảy ra![\s\S]*Anh\/chị đã gửi quá nhiều yêu cầu\. Vui lòng thử lại sau ít phút\.[\s\S]*href="tel:\+84900000000"[\s\S]*href="https:\/\/zalo\.me\/0900000000"/,
    );
    expect(html).toContain('<div role="alert" data-slot="send-failure"');
    expect(html).toContain('value="0901 234 567"');
  });

  // On a connection of its own (node:http, agent: false): the server answers 413 without reading the
  // rest of the body and resets that connection, which fetch's pool could hand to another test.
  it('refuses a body that grows past 64 KB without announcing its length', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(`${server.url}/api/leads/contact`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', ...from() },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      // The reset may reach the request after the answer: only an error before it fails the test.
      request.on('error', reject);
      // No content-length: node:http sends the body chunked.
      for (let index = 0; index < 80; index += 1) request.write('x'.repeat(1024));
      request.end();
    });
    expect(status).toBe(413);
  });
});

describe('start-up checks of the request policy', () => {
  it('refuses an unusable rate limit or proxy setting', async () => {
    const { spawnSync } = await import('node:child_process');
    for (const [variable, value] of [
      ['RATE_LIMIT_PER_MINUTE', 'năm'],
      ['TRUST_PROXY', 'có'],
    ]) {
      const run = spawnSync(process.execPath, ['scripts/serve.ts'], {
        env: { ...process.env, [variable!]: value },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    }
  });
});
