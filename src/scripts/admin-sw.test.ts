import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it, vi, type Mock } from 'vitest';

const source = readFileSync(new URL('./admin-sw.js', import.meta.url), 'utf8');
const origin = 'https://hotelix.vn';

type Handler = (event: unknown) => void;

interface FakeWindow {
  url: string;
  focus: Mock;
  navigate: Mock;
}

/** A fake worker scope, the service worker's source run in it, and the spies to look at. */
function startWorker({ windows = [] as FakeWindow[], offline = new Response('ngoại tuyến') } = {}) {
  const handlers = new Map<string, Handler>();
  const cache = {
    put: vi.fn(async () => {}),
    addAll: vi.fn(async () => {}),
    keys: vi.fn(async (): Promise<Request[]> => []),
    delete: vi.fn(async () => true),
  };
  const caches = {
    open: vi.fn(async () => cache),
    match: vi.fn(async (key: unknown) => (key === '/admin/ngoai-tuyen' ? offline : undefined)),
    keys: vi.fn(async () => ['admin-shell-v0', 'admin-shell-v1']),
    delete: vi.fn(async () => true),
  };
  const self = {
    location: { origin },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: { showNotification: vi.fn(async () => {}) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
      claim: vi.fn(async () => {}),
    },
    skipWaiting: vi.fn(async () => {}),
  };
  const fetch = vi.fn<(input: unknown, init?: unknown) => Promise<Response>>(async () => new Response('mạng'));
  vm.runInNewContext(source, { self, caches, fetch, URL, Response, console });
  return { handlers, self, caches, cache, fetch };
}

/** Dispatches `type` with `event` plus waitUntil/respondWith spies, and waits for what they were given. */
async function dispatch(worker: ReturnType<typeof startWorker>, type: string, event: object) {
  const waited: Promise<unknown>[] = [];
  const answers: Promise<unknown>[] = [];
  const waitUntil = vi.fn((promise: Promise<unknown>) => void waited.push(promise));
  const respondWith = vi.fn((answer: Promise<unknown>) => void answers.push(answer));
  const handler = worker.handlers.get(type);
  if (!handler) throw new Error(`no ${type} handler`);
  handler({ ...event, waitUntil, respondWith });
  const answer = answers.length ? await answers[0] : undefined;
  // An answer may queue more work (a file kept): wait for all of it.
  for (let index = 0; index < waited.length; index += 1) await waited[index];
  return { waitUntil, respondWith, answer };
}

const pushData = (message: unknown) => ({ data: { json: () => message } });

type NotificationOptions = {
  body: string;
  tag?: string;
  lang: string;
  data: { url: string };
  actions: Array<{ action: string; title: string }>;
};
const shown = (worker: ReturnType<typeof startWorker>) =>
  worker.self.registration.showNotification.mock.calls as unknown as Array<[string, NotificationOptions]>;

describe('admin service worker: push', () => {
  it('shows the push with its title, body, tag and lead, in Vietnamese, with a call button for a new lead', async () => {
    const worker = startWorker();
    const { waitUntil } = await dispatch(
      worker,
      'push',
      pushData({
        title: 'Khách hàng mới: Khách sạn Hoa Sen',
        body: 'Nguyễn Văn An · Liên hệ',
        url: '/admin/leads/lead-42',
        tag: 'lead-lead-42',
        call: true,
      }),
    );
    expect(waitUntil).toHaveBeenCalledTimes(1);
    expect(shown(worker)).toHaveLength(1);
    const [title, options] = shown(worker)[0]!;
    expect(title).toBe('Khách hàng mới: Khách sạn Hoa Sen');
    expect(options).toMatchObject({
      body: 'Nguyễn Văn An · Liên hệ',
      tag: 'lead-lead-42',
      lang: 'vi',
      data: { url: '/admin/leads/lead-42' },
    });
    expect(options.actions).toEqual([{ action: 'goi', title: 'Gọi ngay' }]);
  });

  it('shows no call button when the push does not ask for one', async () => {
    const worker = startWorker();
    await dispatch(
      worker,
      'push',
      pushData({
        title: 'Lịch demo mới: Khách sạn Hoa Sen',
        body: '',
        url: '/admin/leads/7',
        tag: 'demo-7',
        call: false,
      }),
    );
    const [title, options] = shown(worker)[0]!;
    expect(title).toBe('Lịch demo mới: Khách sạn Hoa Sen');
    expect(options.actions).toEqual([]);
  });

  it("still rings, as 'Có khách hàng mới', for a push that is not JSON or has no data", async () => {
    for (const event of [
      {
        data: {
          json: () => {
            throw new SyntaxError('Unexpected token');
          },
        },
      },
      { data: null },
    ]) {
      const worker = startWorker();
      await dispatch(worker, 'push', event);
      expect(shown(worker)).toHaveLength(1);
      const [title, options] = shown(worker)[0]!;
      expect(title).toBe('Có khách hàng mới');
      expect(options.body).toBe('');
      expect(options.data.url).toBe('/admin');
      expect(options.actions).toEqual([]);
    }
  });

  it('opens only the back office from a push: another site or page opens /admin', async () => {
    for (const url of ['https://evil.example/x', '//evil.example', '/khong-phai-admin', 42]) {
      const worker = startWorker();
      await dispatch(worker, 'push', pushData({ title: 'Khách hàng mới', url }));
      expect(shown(worker)[0]![1].data.url, String(url)).toBe('/admin');
    }
  });

  it("keeps a back office address's query and fragment", async () => {
    const worker = startWorker();
    await dispatch(worker, 'push', pushData({ title: 'x', url: '/admin/leads/7?tab=lich#demo' }));
    expect(shown(worker)[0]![1].data.url).toBe('/admin/leads/7?tab=lich#demo');
  });
});

describe('admin service worker: notificationclick', () => {
  // As a WindowClient: focus() resolves to the tab, navigate() to it once it has gone there.
  const fakeWindow = (url: string): FakeWindow => {
    const tab: FakeWindow = { url, focus: vi.fn(async () => tab), navigate: vi.fn(async () => tab) };
    return tab;
  };
  const click = (url: unknown) => ({ notification: { close: vi.fn(), data: { url } } });

  it("closes the notification and takes an open back office tab to the lead's page", async () => {
    const publicTab = fakeWindow(`${origin}/bang-gia`);
    const adminTab = fakeWindow(`${origin}/admin/leads`);
    const worker = startWorker({ windows: [publicTab, adminTab] });
    const event = click('/admin/leads/lead-42');
    const { waitUntil } = await dispatch(worker, 'notificationclick', event);
    expect(event.notification.close).toHaveBeenCalledTimes(1);
    expect(waitUntil).toHaveBeenCalledTimes(1);
    expect(adminTab.focus).toHaveBeenCalledTimes(1);
    expect(adminTab.navigate).toHaveBeenCalledWith('/admin/leads/lead-42');
    expect(publicTab.navigate).not.toHaveBeenCalled();
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it("opens a new window on the lead's page when no back office tab is open", async () => {
    const publicTab = fakeWindow(`${origin}/`);
    const worker = startWorker({ windows: [publicTab] });
    const event = click('/admin/leads/lead-42');
    await dispatch(worker, 'notificationclick', event);
    expect(event.notification.close).toHaveBeenCalledTimes(1);
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith('/admin/leads/lead-42');
    expect(publicTab.focus).not.toHaveBeenCalled();
    expect(publicTab.navigate).not.toHaveBeenCalled();
  });

  it('opens a new window when the open tab cannot be taken there (navigate() refuses)', async () => {
    const adminTab = fakeWindow(`${origin}/admin`);
    adminTab.navigate.mockRejectedValue(
      new TypeError('This service worker is not the client’s active service worker.'),
    );
    const worker = startWorker({ windows: [adminTab] });
    await dispatch(worker, 'notificationclick', click('/admin/leads/lead-42'));
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith('/admin/leads/lead-42');
  });

  it('opens /admin for a notification whose address is not the back office', async () => {
    const worker = startWorker();
    await dispatch(worker, 'notificationclick', click('https://evil.example/x'));
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith('/admin');
  });
});

describe('admin service worker: fetch', () => {
  const request = (path: string, { method = 'GET', mode = 'cors' } = {}) => ({
    request: { url: path.startsWith('http') ? path : `${origin}${path}`, method, mode },
  });

  it('answers a back office page with the offline page when the network fails', async () => {
    const offline = new Response('<h1>Không có mạng</h1>');
    const worker = startWorker({ offline });
    worker.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const { respondWith, answer } = await dispatch(worker, 'fetch', request('/admin/leads/1', { mode: 'navigate' }));
    expect(respondWith).toHaveBeenCalledTimes(1);
    expect(answer).toBe(offline);
    expect(worker.caches.match).toHaveBeenCalledWith('/admin/ngoai-tuyen');
  });

  it('answers a back office page from the network when there is one, never from the cache', async () => {
    const page = new Response('<h1>Khách hàng</h1>');
    const worker = startWorker();
    worker.fetch.mockResolvedValue(page);
    const { answer } = await dispatch(worker, 'fetch', request('/admin/leads/1', { mode: 'navigate' }));
    expect(answer).toBe(page);
    expect(worker.caches.match).not.toHaveBeenCalled();
  });

  it('leaves alone a request that is not GET, or goes to another origin', async () => {
    for (const event of [
      request('/admin/leads/1', { method: 'POST', mode: 'navigate' }),
      request('/_astro/app.css', { method: 'POST' }),
      request('https://evil.example/admin', { mode: 'navigate' }),
      request('https://cdn.example/_astro/app.css'),
    ]) {
      const worker = startWorker();
      const { respondWith } = await dispatch(worker, 'fetch', event);
      expect(respondWith, event.request.url).not.toHaveBeenCalled();
    }
  });

  it("never caches a back office answer that is not a page (a lead's data)", async () => {
    const worker = startWorker();
    const { respondWith } = await dispatch(worker, 'fetch', request('/admin/leads/1'));
    expect(respondWith).not.toHaveBeenCalled();
    expect(worker.caches.open).not.toHaveBeenCalled();
    expect(worker.cache.put).not.toHaveBeenCalled();
  });

  it('keeps a build file fetched from the network, and answers it from the cache once kept', async () => {
    const worker = startWorker();
    const file = new Response('body{}');
    worker.fetch.mockResolvedValue(file);
    const event = request('/_astro/app.Ab12.css');
    const { answer } = await dispatch(worker, 'fetch', event);
    expect(answer).toBe(file);
    expect(worker.cache.put).toHaveBeenCalledWith(event.request, expect.any(Response));

    const kept = new Response('body{}');
    worker.caches.match.mockResolvedValue(kept);
    worker.fetch.mockClear();
    const again = await dispatch(worker, 'fetch', event);
    expect(again.answer).toBe(kept);
    expect(worker.fetch).not.toHaveBeenCalled();
  });
});

describe('admin service worker: install and activate', () => {
  it('keeps the offline page and its stylesheets at install, then takes over', async () => {
    const worker = startWorker();
    worker.fetch.mockResolvedValue(
      new Response(
        '<link rel="stylesheet" href="/_astro/admin.X1.css"><link rel="icon" href="/_astro/icon.Y2.svg"><link href="/_astro/admin.X1.css">',
      ),
    );
    await dispatch(worker, 'install', {});
    expect(worker.fetch).toHaveBeenCalledWith('/admin/ngoai-tuyen', { cache: 'no-store' });
    expect(worker.cache.put).toHaveBeenCalledWith('/admin/ngoai-tuyen', expect.any(Response));
    expect(worker.cache.addAll).toHaveBeenCalledWith(['/_astro/admin.X1.css', '/_astro/icon.Y2.svg']);
    expect(worker.self.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('fails the install when the offline page cannot be fetched', async () => {
    const worker = startWorker();
    worker.fetch.mockResolvedValue(new Response('lỗi', { status: 500 }));
    await expect(dispatch(worker, 'install', {})).rejects.toThrow('offline page: 500');
    expect(worker.self.skipWaiting).not.toHaveBeenCalled();
  });

  it('drops the caches of older versions on activate and claims the open tabs', async () => {
    const worker = startWorker();
    await dispatch(worker, 'activate', {});
    expect(worker.caches.delete).toHaveBeenCalledWith('admin-shell-v0');
    expect(worker.caches.delete).not.toHaveBeenCalledWith('admin-shell-v1');
    expect(worker.self.clients.claim).toHaveBeenCalledTimes(1);
  });
});
