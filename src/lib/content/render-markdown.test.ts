import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageIdsIn, renderMarkdown } from './render-markdown.ts';

const id = '0123456789abcdef0123456789abcdef';
const stored = new Map([[id, { id, width: 1600, height: 900, avif: false }]]);

describe('renderMarkdown', () => {
  it('drops raw HTML, scripts and script links, and marks links to other sites', async () => {
    const html = await renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[xấu](javascript:alert(1)) [ngoài](https://vidu.vn) [trong](/tin-tuc) <b>đậm</b>',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<b>/i);
    expect(html).toContain('<a href="https://vidu.vn" rel="noopener noreferrer">ngoài</a>');
    expect(html).toContain('<a href="/tin-tuc">trong</a>');
  });

  it('gives headings ids, tables their markup and stored images their size and srcset', async () => {
    const html = await renderMarkdown(
      `## Giá phòng theo mùa\n\n| Mùa | Giá |\n|---|---|\n| Hè | 900.000 ₫ |\n\n![Sảnh lễ tân](/anh/${id}-1200.webp)`,
      stored,
    );
    expect(html).toContain('<h2 id="giá-phòng-theo-mùa">');
    // The price keeps its sign on its line; the table scrolls in a box a keyboard can reach.
    expect(html).toContain('<td>900.000\u00a0₫</td>');
    expect(html).toContain(
      '<div class="table-box" role="region" tabindex="0" aria-label="Bảng, cuộn ngang để xem hết"><table>',
    );
    expect(html).toContain(`src="/anh/${id}-1200.webp"`);
    expect(html).toContain('width="1200" height="675" alt="Sảnh lễ tân" loading="lazy"');
    expect(html).toContain(`/anh/${id}-480.webp 480w`);
  });

  it('stores Vietnamese as NFC whatever form it was typed in', async () => {
    expect(await renderMarkdown('Tie\u0302\u0301ng Vie\u0323\u0302t')).toContain('Tiếng Việt');
  });

  it('never lets a tag or an event attribute through, whatever the input', async () => {
    const piece = fc.constantFrom(
      '<script>x</script>',
      '<iframe src=//x>',
      '<a href="javascript:x">a</a>',
      '[a](javascript:x)',
      '<svg onload=x>',
      '**đậm**',
      '\n\n',
      'chữ ',
      '<style>*{}</style>',
      '"><img src=x onerror=x>',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 12 }), async (pieces) => {
        const html = await renderMarkdown(pieces.join(''));
        expect(html).not.toMatch(/<(script|iframe|svg|style)|on(load|error)=|javascript:/i);
      }),
      { numRuns: 200 },
    );
  });
});

describe('imageIdsIn', () => {
  it('finds each stored image once', () => {
    expect(imageIdsIn(`![a](/anh/${id}-480.webp) ![b](/anh/${id}-1200.avif) ![c](https://vidu.vn/x.png)`)).toEqual([
      id,
    ]);
  });
});
