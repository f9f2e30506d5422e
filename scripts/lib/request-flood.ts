import { execFile } from 'node:child_process';

// A flood as an attacker sends it: from another process (another machine, in life), so that whoever
// measures the pages meanwhile is not also busy sending and reading a thousand requests of its own.

const script = `
  const [url, count, kind] = process.argv.slice(1);
  // Each question claims an address of its own (the server trusts one proxy): a thousand visitors,
  // so only the limit on everyone together stands in their way.
  const send = (index) =>
    kind === 'assistant'
      ? fetch(url + '/api/assistant', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': '198.51.' + (index >> 8) + '.' + (index & 255),
          },
          body: JSON.stringify({ question: 'Gói Chuyên nghiệp giá bao nhiêu một tháng?', history: [] }),
        })
      : fetch(url + kind);
  const started = performance.now();
  Promise.all(
    Array.from({ length: Number(count) }, (_, index) =>
      send(index).then(async (response) => { await response.arrayBuffer(); return response.status; }, () => 0),
    ),
  ).then((statuses) => console.log(JSON.stringify({ statuses, ms: performance.now() - started })));
`;

/** What a flood got back: each request's status (0: no answer) and how long the last took to finish. */
export interface FloodAnswers {
  statuses: number[];
  ms: number;
}

/**
 * Sends `count` requests to `url` at once from a child process: questions to the assistant, each from
 * another X-Forwarded-For address (`'assistant'`), or GETs of one page (its path).
 */
export function floodRequests(url: string, count: number, kind: 'assistant' | `/${string}`): Promise<FloodAnswers> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ['-e', script, url, String(count), kind], { maxBuffer: 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as FloodAnswers),
    ),
  );
}
