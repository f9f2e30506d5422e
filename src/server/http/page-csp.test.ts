import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes, policyForPage } from './page-csp.ts';

const hash = (content: string) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`;

const page = [
  '<html><head><style>a{color:red}</style>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script src="/_astro/x.js" type="module"></script></head>',
  '<body><script>window.a=1</script><script type="module">import("/b.js")</script></body></html>',
].join('');

describe('policyForPage', () => {
  it('finds the inline scripts and styles a page runs, not its data blocks nor its external scripts', () => {
    const found = inlineHashes(page);
    expect([...found.script]).toEqual([hash('window.a=1'), hash('import("/b.js")')]);
    expect([...found.style]).toEqual([hash('a{color:red}')]);
  });

  it('keeps only the hashes of what the page carries, and every other directive and source as it was', () => {
    const unused = hash('not on this page');
    const policy = [
      "default-src 'self'",
      "img-src 'self' data:",
      ` script-src 'self' ${hash('window.a=1')} ${unused} ${hash('import("/b.js")')}`,
      ` style-src 'self' ${unused} ${hash('a{color:red}')}`,
    ].join(';');
    expect(policyForPage(policy, page)).toBe(
      [
        "default-src 'self'",
        "img-src 'self' data:",
        ` script-src 'self' ${hash('window.a=1')} ${hash('import("/b.js")')}`,
        ` style-src 'self' ${hash('a{color:red}')}`,
      ].join(';'),
    );
  });

  it('leaves a page without inline scripts only its non-hash sources, never an opening', () => {
    const policy = `default-src 'self'; script-src 'self' ${hash('x')}; style-src 'self' ${hash('y')};`;
    const cut = policyForPage(policy, '<html><body><p>Chào</p></body></html>');
    expect(cut).toBe("default-src 'self'; script-src 'self'; style-src 'self';");
    expect(cut).not.toContain('unsafe');
  });
});
