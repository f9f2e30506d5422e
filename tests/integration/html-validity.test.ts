import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { publicRoutes, unknownRoutes } from '../e2e/routes.ts';

// Every page a visitor can reach, in every state its address or a form post can put it in, checked
// by the Nu HTML Checker (vnu.jar, the W3C validator) against the production build: one server, every
// page saved to a folder, one JVM for all of them. Needs Java (.ci/run installs it when missing).

/** vnu-jar's main export is the path of the bundled vnu.jar. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** A page to check: how to ask for it, and the status it must answer with. */
interface Visit {
  path: string;
  status: number;
  method?: 'POST';
  form?: Record<string, string>;
  /** Text the page must show, so a refused post is checked with its messages. */
  shows?: string;
}

/** What a refused form says (formMessages.invalid in src/server/leads/lead-request.ts). */
const refused = 'Vui lòng kiểm tra lại các thông tin được đánh dấu.';

const get = (pathname: string, status = 200): Visit => ({ path: pathname, status });

/** States that the address selects (lists, quotes, the no-JavaScript form page) and the error pages. */
const states: Visit[] = [
  get('/tin-tuc?danh-muc=cong-nghe'),
  get('/tin-tuc?sap-xep=pho-bien'),
  get('/tin-tuc?sap-xep=xem-nhieu'),
  get('/tin-tuc?trang=2'),
  get('/tin-tuc?trang=999'), // past the last page: shows the last one
  get('/tin-tuc?danh-muc=cong-nghe&sap-xep=xem-nhieu&trang=2'),
  get('/tin-tuc?nhan-tin=da-dang-ky'), // the newsletter's thank-you
  get('/bao-gia?phong=20&goi=professional&ky=nam&khoa=20&the=40&board=20'),
  get('/bao-gia?phong=500&ky=nam'), // suggests Doanh nghiệp
  get('/bao-gia?phong=0&khoa=abc'), // refused values, with their messages
  get('/gui-yeu-cau?form=trial'),
  get('/gui-yeu-cau?form=contact'),
  get('/dat-lich-demo'),
  get('/gui-yeu-cau?form=pricing&plan=basic'),
  get('/gui-yeu-cau?form=pricing&plan=enterprise'),
  get('/gui-yeu-cau?form=quote'),
  get('/gui-yeu-cau?form=quote&phong=35&goi=professional&ky=nam&khoa=35'),
  get('/gui-yeu-cau?form=quote&phong=x'),
  get('/cam-on'),
  get('/dat-lich-demo/chua-giu-gio'), // a booking stored without its slot
  get('/tim-kiem'), // the field alone
  get('/tim-kiem?q=khach+san'), // results, with pages
  get('/tim-kiem?q=khach+san&trang=2'),
  get('/tim-kiem?q=zqxjv+wkpyf'), // nothing found, with the other ways to an answer
  get('/tro-ly'), // the assistant: the notice, suggested questions, the handover form
  get('/tro-ly?q=dung+thu+15+ngay+co+mat+phi+khong'), // an answer with its sources
  get('/tro-ly?q=thoi+tiet+hue+mai+the+nao'), // not sure, with related pages
  get('/tro-ly?da-gui=1'), // the handover's thank-you
  get('/gui-yeu-cau?form=assistant'),
  get('/kiem-tra-loi', 500), // the 500 page (ERROR_PROBE=1)
  ...unknownRoutes.map((pathname) => get(pathname, 404)),
  // A form posted without JavaScript and refused: the page again, with the messages.
  ...[
    { path: '/gui-yeu-cau?form=trial', form: { name: '', phone: '12', email: 'khong-hop-le' } },
    { path: '/gui-yeu-cau?form=quote&phong=x', form: { name: '', phone: '', email: '', phong: 'x' } },
    { path: '/tin-tuc', form: { email: 'khong-hop-le' } },
    { path: '/gui-yeu-cau?form=assistant', form: { name: '', phone: '12', conversation: '[]' } },
  ].map((post): Visit => ({ ...post, method: 'POST', status: 400, shows: refused })),
];

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

const hasJava = () => spawnSync('java', ['-version']).status === 0;

/** Runs vnu.jar once over `files`; resolves to its messages (errors only). */
function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // The client compiler alone halves this short run (its deeper stack frames need more than the
    // 512 KB vnu asks for); --exit-zero-always: the errors are read from the report.
    const jvm = ['-XX:TieredStopAtLevel=1', '-Xss4m', '-jar', vnuJar];
    const options = ['--errors-only', '--exit-zero-always', '--format', 'json', '--stdout'];
    const child = spawn('java', [...jvm, ...options, ...files], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      try {
        resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`vnu.jar exited with ${code} without a JSON report:\n${stdout}\n${stderr}`));
      }
    });
  });
}

describe('HTML validity (Nu HTML Checker)', () => {
  let server: LaunchedServer;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'hotelix-vnu-'));
    server = await launchServer({ ERROR_PROBE: '1', RATE_LIMIT_PER_MINUTE: '10000', RATE_LIMIT_PER_HOUR: '100000' });
  });

  afterAll(async () => {
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('finds no error on any public page, in any of its states', { timeout: 180_000 }, async () => {
    expect(
      hasJava(),
      'Java is needed to run the Nu HTML Checker (vnu.jar) and `java` is not on the PATH: install a JRE, e.g. `apt-get install default-jre-headless` (.ci/run does when it is missing)',
    ).toBe(true);

    // Every page the sitemap lists (all products, stories and articles), the routes the end-to-end
    // suite visits, and the list states the news page links to (categories, sorts, pages).
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    expect(listed.length).toBeGreaterThan(publicRoutes.length / 2);
    const news = await (await fetch(`${server.url}/tin-tuc`)).text();
    const listLinks = [...news.matchAll(/href="(\/tin-tuc\?[^"#]+)/g)].map(([, href]) =>
      href!.replaceAll('&amp;', '&'),
    );
    const all = [...[...publicRoutes, ...listed, ...listLinks].map((pathname) => get(pathname)), ...states];
    const visits = [...new Map(all.map((visit) => [`${visit.method ?? 'GET'} ${visit.path}`, visit])).values()];

    // Fetched one after another: the route cache and the rate limiter see what a visitor would cause.
    /** Saved file → what was asked for. */
    const pages = new Map<string, string>();
    const wrongStatus: string[] = [];
    for (const [index, visit] of visits.entries()) {
      const init: RequestInit = { redirect: 'manual' };
      if (visit.method === 'POST') {
        init.method = 'POST';
        init.headers = { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' };
        init.body = new URLSearchParams(visit.form).toString();
      }
      const response = await fetch(`${server.url}${visit.path}`, init);
      const label = `${visit.method ?? 'GET'} ${visit.path}`;
      if (response.status !== visit.status) wrongStatus.push(`${label}: ${response.status}, expected ${visit.status}`);
      if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) continue;
      const html = await response.text();
      if (visit.shows && !html.includes(visit.shows)) wrongStatus.push(`${label}: does not show “${visit.shows}”`);
      const file = path.join(folder, `${String(index).padStart(3, '0')}.html`);
      writeFileSync(file, html);
      pages.set(file, label);
    }
    expect.soft(wrongStatus, 'pages not in the state asked for').toEqual([]);

    const messages = await runVnu([...pages.keys()]);
    // The same mistake in a shared component shows on every page: listed once, with the pages.
    const errors = new Map<string, string[]>();
    for (const message of messages.filter(({ type }) => type !== 'info')) {
      // vnu names a file as file:/tmp/…/007.html.
      const file = message.url ? path.join(folder, path.basename(message.url)) : '';
      const where = message.lastLine === undefined ? '' : ` line ${message.lastLine}:${message.firstColumn ?? 0}`;
      const extract = message.extract ? `\n    “${message.extract.replaceAll('\n', '↵')}”` : '';
      const key = `${message.type}: ${message.message}${extract}`;
      errors.set(key, [
        ...(errors.get(key) ?? []),
        `${pages.get(file) ?? message.url ?? '(no file)'} (${path.basename(file)}${where})`,
      ]);
    }
    const report = [...errors].map(([error, where]) => `${error}\n    on ${where.length} page(s): ${where.join(', ')}`);
    expect(report.length, `${messages.length} HTML errors over ${pages.size} pages:\n\n${report.join('\n\n')}\n`).toBe(
      0,
    );
  });
});
