import { describe, expect, it } from 'vitest';
import { maxJoinedLength, paragraphsOf, passagesOf } from './passages.ts';

describe('passages', () => {
  it('keeps an FAQ answer whole, with its question as the title words', () => {
    const [passage, ...rest] = passagesOf({
      kind: 'faq',
      title: 'Dùng thử có mất phí không?',
      summary: '',
      body: 'Không. Trong 15 ngày, anh/chị dùng đầy đủ tính năng.\nHết hạn, tài khoản tạm dừng.',
      href: '/#faq-1',
    });
    expect(rest).toEqual([]);
    expect(passage).toMatchObject({
      text: 'Không. Trong 15 ngày, anh/chị dùng đầy đủ tính năng.\nHết hạn, tài khoản tạm dừng.',
      href: '/#faq-1',
      titleWords: ['dung', 'thu', 'co', 'mat', 'phi', 'khong'],
    });
  });

  it('keeps a plan card whole, so its price never leaves its name', () => {
    const passages = passagesOf({
      kind: 'plan',
      title: 'Gói Cơ bản',
      summary: '500.000 ₫/tháng. Cho nhà nghỉ.',
      body: 'Tối đa 20 phòng\nBáo cáo cơ bản',
      href: '/#pricing',
    });
    expect(passages.map((passage) => passage.text)).toEqual([
      'Gói Cơ bản\n500.000 ₫/tháng. Cho nhà nghỉ.\nTối đa 20 phòng\nBáo cáo cơ bản',
    ]);
  });

  it('cuts a page into its summary and paragraphs, a heading kept with the paragraph after it', () => {
    const passages = passagesOf({
      kind: 'article',
      title: 'Tích hợp PMS',
      summary: 'Tóm tắt bài.',
      body: 'Đoạn mở đầu.\nTích hợp hoạt động như thế nào\nChannel manager đứng giữa PMS và các OTA.\n\nĐoạn cuối.',
      href: '/tin-tuc/tich-hop-pms',
    });
    expect(passages.map((passage) => passage.text)).toEqual([
      'Tóm tắt bài.',
      'Đoạn mở đầu.',
      'Tích hợp hoạt động như thế nào\nChannel manager đứng giữa PMS và các OTA.',
      'Đoạn cuối.',
    ]);
    expect(passages[2]!.words).toContain('channel');
    expect(passages[2]!.titleWords).toEqual(['tich', 'hop', 'pms']);
  });

  it('joins a run of short lines up to a limit, and never joins past it', () => {
    const specs = Array.from({ length: 40 }, (_, n) => `Thông số ${n}: giá trị ${n}`).join('\n');
    const paragraphs = paragraphsOf(specs);
    expect(paragraphs.length).toBeGreaterThan(1);
    for (const paragraph of paragraphs) expect(paragraph.length).toBeLessThanOrEqual(maxJoinedLength);
    expect(paragraphs.join('\n')).toBe(specs);
    const long = 'chữ '.repeat(300).trim();
    expect(paragraphsOf(`Tiêu đề\n${long}`)).toEqual(['Tiêu đề', long]);
  });
});
