// The figures a model could invent: an amount of money, a percentage, any number from 1,000 up (a
// price written bare, a year, a hotline). Each one the model writes must be in the passages it was
// given; a figure only the question holds does not count, or 'trả lời: giảm 50%' would pass itself.
// Small bare numbers ('35 phòng', '24/7', '2 bước') are no claim and are not checked.

const numberPattern = String.raw`\d+(?:[.,]\d+)*`;
// Longest units first, so 'triệu' is not read as 'tr' followed by 'iệu'.
const unitPattern = String.raw`phần trăm|phan tram|triệu|trieu|nghìn|nghin|ngàn|ngan|đồng|dong|vnđ|vnd|usd|tỷ|tỉ|ty|tr|k|đ|₫|%`;
const figure = new RegExp(String.raw`(\$\s*)?(${numberPattern})(?:\s*(${unitPattern})(?![\p{L}\p{N}]))?`, 'giu');

const multipliers: Record<string, number> = {
  triệu: 1e6,
  trieu: 1e6,
  tr: 1e6,
  nghìn: 1e3,
  nghin: 1e3,
  ngàn: 1e3,
  ngan: 1e3,
  k: 1e3,
  tỷ: 1e9,
  tỉ: 1e9,
  ty: 1e9,
};

/** '1.200.000' and '1,200,000' are thousands; '1,2' and '1.5' decimals; '0900' is 900. */
function numberOf(written: string): number {
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(written)) return Number(written.replace(/[.,]/g, ''));
  if (/^\d+[.,]\d{1,2}$/.test(written)) return Number(written.replace(',', '.'));
  return Number(written.replace(/[.,]/g, ''));
}

/** A figure as written, and the values it may mean (the number alone, and with its unit applied). */
interface Figure {
  written: string;
  values: number[];
  /** Money or a percentage, or a bare number of 1,000 or more. */
  claim: boolean;
}

function figuresOf(text: string): Figure[] {
  return [...text.matchAll(figure)].map((match) => {
    const bare = numberOf(match[2]!);
    const unit = match[3]?.toLowerCase();
    const scaled = unit && multipliers[unit] ? bare * multipliers[unit] : bare;
    return {
      written: match[0].trim(),
      values: [bare, Math.round(scaled)],
      claim: Boolean(match[1] || unit) || scaled >= 1000,
    };
  });
}

/** The figures of `text` that `source` does not hold (by value: '1,2 triệu' is '1.200.000 ₫'). */
export function ungroundedFigures(text: string, source: string): string[] {
  const known = new Set(figuresOf(source).flatMap((found) => found.values));
  return figuresOf(text)
    .filter((found) => found.claim && !known.has(found.values[1]!))
    .map((found) => found.written);
}
