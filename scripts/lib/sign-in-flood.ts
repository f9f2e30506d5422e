import { execFile } from 'node:child_process';

// A flood of wrong sign-ins as an attacker sends it: from another process (another machine, in
// life), so that whoever measures the pages meanwhile is not also busy sending and reading 200
// requests of its own, which would count the sender's queue as the server's delay.

const script = `
  const [url, count, forge] = process.argv.slice(1);
  // Forged: each attempt claims another client address, and names the site's own host so that the
  // Host check Astro's adapter makes before it believes X-Forwarded-For passes.
  const forged = (index) =>
    forge === 'forge' ? { 'x-forwarded-for': '198.51.' + (index >> 8) + '.' + (index & 255), 'x-forwarded-host': 'localhost' } : {};
  const attempt = (_, index) =>
    fetch(url + '/admin/login', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url, ...forged(index) },
      body: new URLSearchParams({ email: 'lan@hotelix.vn', password: 'doan-mo-mat-khau', next: '/admin' }),
    }).then(async (response) => { await response.arrayBuffer(); return response.status; });
  Promise.all(Array.from({ length: Number(count) }, attempt)).then((statuses) => console.log(JSON.stringify(statuses)));
`;

/**
 * Sends `count` wrong sign-ins for lan@hotelix.vn to `url` at once, from a child process, each with
 * a forged X-Forwarded-For when `forge`; their statuses.
 */
export function floodSignIns(url: string, count: number, { forge = false } = {}): Promise<number[]> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ['-e', script, url, String(count), forge ? 'forge' : 'plain'], (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as number[]),
    ),
  );
}
