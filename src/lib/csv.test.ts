import { describe, expect, it } from 'vitest';
import { csvCell, csvHeader, csvLines } from './csv';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Khách sạn "Hoa Sen", Huế')).toBe('"Khách sạn ""Hoa Sen"", Huế"');
    expect(csvCell('dòng 1\r\ndòng 2')).toBe('"dòng 1\r\ndòng 2"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(45)).toBe('45');
  });

  it.each(['=HYPERLINK("http://x")', '+84901234567', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'keeps %j from becoming a formula',
    (value) => {
      expect(csvCell(value).replace(/^"/, '').startsWith(`'${value[0]}`)).toBe(true);
    },
  );

  it('leaves Vietnamese text untouched', () => {
    expect(csvCell('Nguyễn Thị Ánh')).toBe('Nguyễn Thị Ánh');
  });
});

describe('csvLines', () => {
  it('writes a heading and one CRLF-terminated line per row', () => {
    const columns = [
      { heading: 'Họ tên', value: (row: { name: string }) => row.name },
      { heading: 'Ghi chú', value: () => 'a,b' },
    ];
    expect(csvHeader(columns) + csvLines(columns, [{ name: 'Lan' }])).toBe('Họ tên,Ghi chú\r\nLan,"a,b"\r\n');
  });
});
