import { wordsOf } from '../search/query-text.ts';
import { foldedQuestion } from './question-text.ts';

// Words owners use for what the site says in other words: 'đổi trả lỗi' for 'bảo hành', 'ks' for
// 'khách sạn'. The assistant reads a question with each such phrase replaced by what it means before
// it searches, so the page that says 'bảo hành' is found. Replaced, not added: the question keeps its
// length, and its score its meaning. Phrases are matched folded and as whole words, the longest first.

/** A phrase and what it means, as an editor typed them (or as shipped). */
export interface Synonym {
  phrase: string;
  means: string;
}

/** The longest phrase or meaning, in characters. */
export const maxSynonymLength = 200;

/** Owners' shorthand the site never writes, read as the site writes it; editors add their own in /admin. */
export const shippedSynonyms: readonly Synonym[] = [
  { phrase: 'ks', means: 'khách sạn' },
  { phrase: 'ksan', means: 'khách sạn' },
  { phrase: 'free', means: 'miễn phí' },
  { phrase: 'trial', means: 'dùng thử' },
  { phrase: 'bh', means: 'bảo hành' },
  { phrase: 'pm', means: 'phần mềm' },
  { phrase: 'app', means: 'ứng dụng' },
  { phrase: 'wifi', means: 'wi-fi' },
  { phrase: 'net', means: 'internet' },
  { phrase: 'sđt', means: 'số điện thoại' },
  { phrase: 'sdt', means: 'số điện thoại' },
  { phrase: 'xài', means: 'dùng' },
  { phrase: 'data', means: 'dữ liệu' },
  { phrase: 'sale', means: 'kinh doanh' },
  { phrase: 'nv', means: 'nhân viên' },
  { phrase: 'rớt', means: 'mất' },
  { phrase: 'hư', means: 'hỏng' },
  // Weekdays as owners write them; the office hours spell them out.
  ...(['hai', 'ba', 'tư', 'năm', 'sáu', 'bảy'] as const).flatMap((day, index) => [
    { phrase: `thứ ${index + 2}`, means: `thứ ${day}` },
    { phrase: `t${index + 2}`, means: `thứ ${day}` },
  ]),
  { phrase: 'cn', means: 'chủ nhật' },
];

interface Prepared {
  words: string[];
  means: string;
}

/** The synonyms ready to match: folded words, longest phrase first; a later one with the same phrase wins. */
function prepare(synonyms: readonly Synonym[]): Prepared[] {
  const byPhrase = new Map<string, Prepared>();
  for (const { phrase, means } of synonyms) {
    const folded = foldedQuestion(phrase);
    if (folded) byPhrase.set(folded, { words: folded.split(' '), means });
  }
  return [...byPhrase.values()].sort((one, other) => other.words.length - one.words.length);
}

/** `question`'s words with each phrase of `synonyms` replaced by what it means (lower case). */
export function readWithSynonyms(question: string, synonyms: readonly Synonym[]): string {
  const words = wordsOf(question);
  const prepared = prepare(synonyms);
  const read: string[] = [];
  for (let index = 0; index < words.length;) {
    const found = prepared.find((synonym) =>
      synonym.words.every((word, offset) => words[index + offset]?.folded === word),
    );
    if (found) {
      read.push(found.means.toLowerCase());
      index += found.words.length;
    } else {
      read.push(words[index]!.exact);
      index += 1;
    }
  }
  return read.join(' ');
}
