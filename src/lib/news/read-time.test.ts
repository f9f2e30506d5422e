import { describe, expect, it } from 'vitest';
import { readingMinutes, readTimeLabel } from './read-time';

const words = (count: number) => Array.from({ length: count }, () => 'khách').join(' ');

describe('readingMinutes', () => {
  it('counts about 200 Vietnamese words a minute', () => {
    expect(readingMinutes(words(1000))).toBe(5);
    expect(readingMinutes(words(1100))).toBe(6);
  });

  it('never says zero minutes', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(20))).toBe(1);
  });

  it('ignores Markdown syntax, code and link targets', () => {
    const markdown = `## Tiêu đề\n\n| a | b |\n|---|---|\n\n[liên kết](https://example.com/very/long/path)\n\n\`\`\`\n${words(800)}\n\`\`\`\n\n${words(398)}`;
    expect(readingMinutes(markdown)).toBe(2);
  });
});

describe('readTimeLabel', () => {
  it('says it the Vietnamese way', () => {
    expect(readTimeLabel(5)).toBe('5 phút đọc');
  });
});
