import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchServer } from '../scripts/lib/launch-server.ts';
import type { Section } from './report.ts';

// Does the news section scale? Builds the site with 1,000 generated articles (copies of the real
// ones under new slugs and dates, in a folder the repository ignores), records the build time and the
// weight of the list page, which must not grow with the number of articles (it shows six per page).
// Rebuilds the normal site afterwards, so dist/ is left as it was.

const fixtureDir = 'src/content/.bench-articles';
const count = Number(process.env.BENCH_ARTICLES ?? 1000);
const astro = ['node_modules/astro/bin/astro.mjs', 'build'];

function generateArticles(): void {
  rmSync(fixtureDir, { recursive: true, force: true });
  mkdirSync(fixtureDir, { recursive: true });
  const sources = readdirSync('src/content/articles').filter((file) => file.endsWith('.md'));
  for (let index = 0; index < count; index += 1) {
    const source = readFileSync(path.join('src/content/articles', sources[index % sources.length]!), 'utf8');
    const date = new Date(Date.UTC(2023, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    const text = source
      .replace(
        /^title: (.*)$/m,
        (_line, title: string) =>
          `title: ${JSON.stringify(`${title.replace(/^"|"$/g, '').slice(0, 70)} (${index + 1})`)}`,
      )
      .replace(/^date: .*$/m, `date: ${date}`)
      .replace(/^featured: true$/m, `featured: ${index === count - 1}`)
      .replace(/^featured: false$/m, `featured: ${index === count - 1}`);
    writeFileSync(path.join(fixtureDir, `bai-viet-${String(index + 1).padStart(4, '0')}.md`), text);
  }
}

function build(env: Record<string, string>): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, astro, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`astro build failed:\n${run.stderr}`);
  return (performance.now() - started) / 1000;
}

async function listWeights(): Promise<Record<string, number>> {
  const server = await launchServer();
  try {
    const weights: Record<string, number> = {};
    for (const search of ['', '?trang=2', `?trang=${Math.ceil(count / 6) - 1}`, '?danh-muc=bao-mat&sap-xep=pho-bien']) {
      const html = await (await fetch(`${server.url}/tin-tuc${search}`)).text();
      weights[`/tin-tuc${search}`] = gzipSync(html).length;
    }
    return weights;
  } finally {
    await server.stop();
  }
}

/** Build time and list weight with the real articles and with `count` articles. */
export async function measureNewsScale(): Promise<Section> {
  const baseline = { seconds: build({}), weights: await listWeights() };
  generateArticles();
  let scaled: typeof baseline;
  try {
    scaled = { seconds: build({ BENCH_ARTICLES_DIR: `./${fixtureDir}` }), weights: await listWeights() };
  } finally {
    rmSync(fixtureDir, { recursive: true, force: true });
    build({});
  }
  const flags: string[] = [];
  const plain = (weights: Record<string, number>) => weights['/tin-tuc'] ?? 0;
  // The list renders six cards whatever the total; allow 10% for longer titles and more page links.
  if (plain(scaled.weights) > plain(baseline.weights) * 1.1) {
    flags.push(
      `news list: ${plain(scaled.weights)} B gzip with ${count} articles > 110% of ${plain(baseline.weights)} B with the real ones`,
    );
  }
  const kb = (bytes: number | undefined) => `${((bytes ?? 0) / 1024).toFixed(1)} KB`;
  return {
    title: `News at scale (${count} articles)`,
    note: `astro build with the real articles and with ${count} generated ones (each with its own page and share image); /tin-tuc rendered by the server, gzip size.`,
    columns: ['articles', 'build time', '/tin-tuc', '/tin-tuc?trang=2', 'last page but one', 'filtered and sorted'],
    rows: [baseline, scaled].map((run, index) => {
      const weights = Object.values(run.weights);
      return [
        { text: index ? String(count) : 'real' },
        { text: `${run.seconds.toFixed(1)} s` },
        ...weights.map((bytes, column) => ({
          text: kb(bytes),
          flagged: column === 0 && index === 1 && flags.length > 0,
        })),
      ];
    }),
    flags,
    data: { count, baseline, scaled },
  };
}
