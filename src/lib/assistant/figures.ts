import { wordsOf } from '../search/query-text.ts';
import { codeKey, codesIn } from './written-codes.ts';

// The figures a model could invent: an amount of money, a percentage, any number from 1,000 up (a
// price written bare, a year, a hotline), and a code (written-codes.ts: 'GIAM90', which a passage
// must hold as written). Each one the model writes must be in the passages it was given; a figure
// only the question holds does not count, or 'trả lời: giảm 50%' would pass itself. Small bare
// numbers ('35 phòng', '24/7', '2 bước') are no claim and are not checked.
//
// Money and percentages are compared with their unit and with what they describe. The unit: '10%'
// is not '10 tháng', '1.200.000 ₫/tháng' is not '1.200.000 ₫/năm' ('1,2 triệu' is '1.200.000 ₫').
// What they describe: the descriptive words attached to the figure in its clause (between
// punctuation): those before it, back to the figure before; after the clause's last figure, those
// after it too; no function word, nor the generic 'giá', 'phí', 'gói'; but scope words ('mọi', 'tất
// cả', 'đều', 'trọn đời', 'miễn phí') count, and a word after 'chưa' or 'không' is that word negated
// ('chưa gồm VAT' grounds no 'đã gồm VAT'). A clause with no such word is described by the clause
// before it (a plan's name on the line above its price); an answer's figure described by nothing
// answers the question, whose words then describe it. The answer's figure is held when a passage's
// figure of the same kind and value
//   - shares one of its words with it (the answer names what the passage's figure prices), and
//   - its passage holds every other one of its words, but a word the passage attaches to one of its
//     other figures, unless it comes before this one (the subject: the product, the plan).
// So 'khóa thông minh chỉ 250.000 ₫/bộ' fails where the passage's 250.000 ₫ is 'lắp đặt 250.000 ₫/bộ'
// (the lock is 'Giá Khóa thông minh: từ 3.200.000 ₫/bộ'), and so does 'khóa thông minh đã gồm lắp
// đặt chỉ 250.000 ₫/bộ' ('chưa gồm VAT'); 'phí lắp đặt khóa thông minh là 250.000 ₫/bộ' passes.
// 'Mọi gói đều được giảm 10% trọn đời' fails on 'Thanh toán theo năm được giảm 10%'. The question's
// words are the visitor's, not a claim: sharing one with the passage's figure is enough.

const numberPattern = String.raw`\d+(?:[.,]\d+)*`;
const numberWords: Record<string, number> = {
  một: 1,
  hai: 2,
  ba: 3,
  bốn: 4,
  năm: 5,
  sáu: 6,
  bảy: 7,
  tám: 8,
  chín: 9,
  mười: 10,
};
const wordNumberPattern = String.raw`mười\s+(?:một|hai|ba|bốn|lăm|sáu|bảy|tám|chín)|${Object.keys(numberWords).join('|')}`;
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
// Longest first, so 'triệu' is not read as 'tr' followed by 'iệu'.
const multiplierPattern = 'triệu|trieu|nghìn|nghin|ngàn|ngan|tỷ|tỉ|ty|tr|k';
const unitPattern = String.raw`phần trăm|phan tram|đồng|dong|vnđ|vnd|usd|ngày|tuần|tháng|năm|đ|₫|%`;
const perPattern = String.raw`\s*\/\s*|\s+(?:cho mỗi|trên mỗi|mỗi|một)\s+`;
const notWord = String.raw`(?![\p{L}\p{N}])`;
const figure = new RegExp(
  String.raw`(\$\s*)?(${numberPattern}|(?<![\p{L}\p{N}])(?:${wordNumberPattern}))(?:\s*(${multiplierPattern})${notWord})?(?:\s*(${unitPattern})${notWord})?((?:${perPattern})([\p{L}\p{M}]+))?`,
  'giu',
);

/** What a figure counts. */
type Kind = 'money' | 'usd' | 'percent' | 'duration' | 'number';

/** A figure as written: where, its kind and value, and what it is per ('tháng' in '₫/tháng'). */
interface Figure {
  written: string;
  start: number;
  end: number;
  kind: Kind;
  value: number;
  per: string | undefined;
}

/** '1.200.000' and '1,200,000' are thousands; '1,2' and '1.5' decimals; '0900' is 900; 'mười lăm' 15. */
function numberOf(written: string): number {
  const word = written.toLowerCase().replace(/\s+/gu, ' ');
  if (word.startsWith('mười ')) return 10 + (word.endsWith('lăm') ? 5 : numberWords[word.slice(5)]!);
  if (word in numberWords) return numberWords[word]!;
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(written)) return Number(written.replace(/[.,]/g, ''));
  if (/^\d+[.,]\d{1,2}$/.test(written)) return Number(written.replace(',', '.'));
  return Number(written.replace(/[.,]/g, ''));
}

function kindOf(dollar: boolean, multiplier: string | undefined, unit: string | undefined): Kind {
  if (dollar || unit === 'usd') return 'usd';
  if (unit === '%' || unit === 'phần trăm' || unit === 'phan tram') return 'percent';
  if (unit && ['ngày', 'tuần', 'tháng', 'năm'].includes(unit)) return 'duration';
  return unit || multiplier ? 'money' : 'number';
}

function figuresOf(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of text.matchAll(figure)) {
    const [whole, dollar, number, multiplier, unit, perPart, per] = match;
    const isWord = !/\d/u.test(number!);
    // 'năm' and 'ba' are words too: a number in words counts only before a unit ('mười phần trăm').
    if (isWord && !multiplier && !unit) continue;
    const scale = multiplier ? multipliers[multiplier.toLowerCase()]! : 1;
    figures.push({
      written: whole.slice(0, whole.length - (perPart?.length ?? 0)).trim(),
      start: match.index,
      end: match.index + whole.length,
      kind: kindOf(Boolean(dollar), multiplier, unit?.toLowerCase()),
      value: Math.round(numberOf(number!) * scale * 100) / 100,
      per: per?.toLowerCase(),
    });
  }
  return figures;
}

/** What a money figure or percentage may describe: no function word, generic price word, unit or classifier. */
const notDescriptive = new Set(
  [
    'dạ ạ à nhé nha ơi vâng anh chị em là có không chưa được bị thì mà và hoặc hay với cho của để từ đến',
    'tới trong khi nếu nên vì do đã đang sẽ vẫn cũng chỉ còn thêm nữa rất hơn nhất các những mỗi một này đó',
    'ấy kia đây nào gì bao nhiêu khoảng tầm chừng gần hết ra vào lên xuống về theo bằng như thế vậy tức ở tại',
    'ngay luôn cùng hiện hàng giá phí gói tiền mức chi khoản số tổng cộng bộ cái chiếc trả mất tốn thanh toán',
    'đồng vnđ vnd usd ngày tuần tháng năm phần trăm triệu nghìn ngàn tỷ tỉ đ k tr',
  ]
    .join(' ')
    .split(' '),
);

/** Words that negate the next descriptive word: 'chưa gồm VAT' holds '!gồm', not 'gồm'. */
const negators = new Set(['chưa', 'không', 'chẳng', 'chả']);

/** The figures that are compared with what they describe. */
const described = (kind: Kind) => kind === 'money' || kind === 'usd' || kind === 'percent';

/** Where a clause ends: sentence or list punctuation (not a decimal or thousands mark), a line, a bracket. */
const clauseEnd = /[.!?;,…](?!\d)|[\n()[\]{}|]/gu;

function clausesOf(text: string): Array<{ start: number; end: number }> {
  const clauses = [];
  let start = 0;
  for (const end of text.matchAll(clauseEnd)) {
    clauses.push({ start, end: end.index });
    start = end.index + end[0].length;
  }
  clauses.push({ start, end: text.length });
  return clauses;
}

/** The descriptive words of `text` from `start` to `end`, figures left out; a negated one with '!' in front. */
function wordsBetween(text: string, start: number, end: number, figures: readonly Figure[]): Set<string> {
  let plain = '';
  let at = start;
  for (const figure of figures) {
    if (figure.end <= start || figure.start >= end) continue;
    plain += `${text.slice(at, Math.max(at, figure.start))} `;
    at = Math.max(at, figure.end);
  }
  plain += text.slice(at, Math.max(at, end));
  const words = new Set<string>();
  let negated = false;
  for (const { exact } of wordsOf(plain)) {
    if (negators.has(exact)) negated = true;
    else if (!notDescriptive.has(exact) && !/\d/u.test(exact)) {
      words.add(negated ? `!${exact}` : exact);
      negated = false;
    }
  }
  return words;
}

/** A money figure or percentage with the words that describe it. */
interface DescribedFigure extends Figure {
  /** What it is: its words in its clause, else its clause's, else the clause before's, else the question's. */
  words: Set<string>;
  /** Whether `words` are the question's. */
  asked: boolean;
  /** Every word of its clause, function words too ('giá 10 tháng' names a period). */
  clauseWords: Set<string>;
  /** The descriptive words before its clause: in a passage, what it is about (the title, the product). */
  before: Set<string>;
}

/** The money figures and percentages of `text`, each with what describes it (`question`'s words when nothing does). */
function describedFiguresOf(text: string, figures: readonly Figure[], question = new Set<string>()): DescribedFigure[] {
  const clauses = clausesOf(text);
  const all = figures.filter((figure) => described(figure.kind));
  return all.map((figure) => {
    const index = clauses.findIndex((clause) => figure.start >= clause.start && figure.start <= clause.end);
    const clause = clauses[index]!;
    const inClause = all.filter((other) => other.start >= clause.start && other.start <= clause.end);
    const at = inClause.indexOf(figure);
    const next = inClause[at + 1];
    const own = wordsBetween(text, inClause[at - 1]?.end ?? clause.start, figure.start, figures);
    // Words between two figures describe the one after them ('gói Cơ bản 500k còn gói Chuyên nghiệp
    // 1,2 triệu'), unless the one before has none of its own; after the last, they qualify it.
    if (!next || !own.size)
      for (const word of wordsBetween(text, figure.end, next?.start ?? clause.end, figures)) own.add(word);
    const before = clauses[index - 1];
    const words = [
      own,
      wordsBetween(text, clause.start, clause.end, figures),
      before ? wordsBetween(text, before.start, before.end, figures) : new Set<string>(),
    ].find((candidate) => candidate.size > 0);
    return {
      ...figure,
      words: words ?? question,
      asked: !words,
      clauseWords: new Set(wordsOf(text.slice(clause.start, clause.end)).map((word) => word.exact)),
      before: wordsBetween(text, 0, clause.start, figures),
    };
  });
}

/** A passage's money figure or percentage, with the words an answer may say about it. */
interface HeldFigure extends DescribedFigure {
  /** Its passage's words, but those its passage attaches to its other figures, unless they come before it. */
  context: Set<string>;
}

function heldFiguresOf(passage: string, figures: readonly Figure[]): HeldFigure[] {
  const held = describedFiguresOf(passage, figures);
  const all = wordsBetween(passage, 0, passage.length, figures);
  return held.map((figure) => {
    const others = new Set(held.filter((other) => other !== figure).flatMap((other) => [...other.words]));
    const context = new Set([...all].filter((word) => !others.has(word)));
    for (const word of [...figure.words, ...figure.before]) context.add(word);
    return { ...figure, context };
  });
}

/** Whether `figure` of the answer is what `held` of a passage says: same kind, value, period and subject. */
function holds(held: HeldFigure, figure: DescribedFigure): boolean {
  if (held.kind !== figure.kind || held.value !== figure.value) return false;
  if (figure.per && figure.per !== held.per && (held.per || !held.clauseWords.has(figure.per))) return false;
  const words = [...figure.words];
  if (!words.length) return true;
  if (!words.some((word) => held.words.has(word))) return false;
  return figure.asked || words.every((word) => held.context.has(word));
}

/** What the passages hold, read once for every check of one answer. */
export interface FigureGround {
  /** Every figure's value, for numbers compared by value alone. */
  values: Set<number>;
  /** The money figures and percentages, with what they describe. */
  described: HeldFigure[];
  /** The codes, by codeKey. */
  codes: Set<string>;
}

/** The figures of `passages`, for ungroundedFigures. */
export function figureGround(passages: readonly string[]): FigureGround {
  const read = passages.map((passage) => ({ passage, figures: figuresOf(passage) }));
  return {
    values: new Set(read.flatMap(({ figures }) => figures.map((figure) => figure.value))),
    described: read.flatMap(({ passage, figures }) => heldFiguresOf(passage, figures)),
    codes: new Set(passages.flatMap((passage) => codesIn(passage).map((found) => codeKey(found.written)))),
  };
}

/**
 * The figures of `text` that the passages do not hold: a money figure or percentage with its unit
 * and what the text says it describes (the `question`'s words when nothing in the text does), a code
 * as written, any other number from 1,000 up by value ('1,2 triệu' is '1.200.000 ₫').
 */
export function ungroundedFigures(
  text: string,
  passages: string | readonly string[] | FigureGround,
  question = '',
): string[] {
  const ground =
    typeof passages === 'string'
      ? figureGround([passages])
      : 'described' in passages
        ? passages
        : figureGround(passages);
  const questionWords = wordsBetween(question, 0, question.length, figuresOf(question));
  // A code's digits are the code's: 'GIAM90' is no figure 90.
  const codes = codesIn(text);
  const figures = figuresOf(text).filter(
    (figure) => !codes.some((found) => figure.start < found.end && figure.end > found.start),
  );
  const unheld = describedFiguresOf(text, figures, questionWords).filter(
    (figure) => !ground.described.some((held) => holds(held, figure)),
  );
  const unknown = figures.filter(
    (figure) => !described(figure.kind) && figure.value >= 1000 && !ground.values.has(figure.value),
  );
  const unheldCodes = codes.filter((found) => !ground.codes.has(codeKey(found.written)));
  return [...unheld, ...unknown, ...unheldCodes].sort((a, b) => a.start - b.start).map((found) => found.written);
}
