// Vietnamese is written in syllables separated by spaces; adults read about 200 of them a minute.
const wordsPerMinute = 200;

/** Minutes to read a Markdown body, at least one. */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_|`-]/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / wordsPerMinute));
}

/** '5 phút đọc'. */
export function readTimeLabel(minutes: number): string {
  return `${minutes} phút đọc`;
}
