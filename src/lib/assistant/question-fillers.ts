import { wordsOf, type SearchWord } from '../search/query-text.ts';

// Words of a Vietnamese question that say it is a question, or who asks, rather than what it is
// about: scoring them would make 'có … không' match every page. Compared as typed (lower case, with
// diacritics), so 'cơ' (Gói Cơ bản) is kept while 'có' and 'co' go; a word that is also a content
// word without its diacritics ('the' is 'thẻ', 'bao' is 'bảo') goes only beside its partner, and
// one that is a content word with other marks ('toi' tối, 'chi' chi phí, 'cua' cửa, 'ma' mã) stays.

const alone = new Set(
  [
    'có co ko k không khong hông hong được duoc đc dc gì gi j nào nao sao vậy vay thì thi',
    'anh chị em ơi oi cho hỏi hoi tôi mình ạ a à nhé nhe nha hả ha vâng dạ',
    'là la bị bi phải phai thế như nhu mấy mà của với voi muốn muon cần biết biet',
    'bên ben ad shop luôn luon rồi roi chưa nhỉ nhi giúp giup giùm gium dùm dum hay đó này cái đâu ở nhiêu',
  ]
    .join(' ')
    .split(' '),
);

/** Fillers only beside the word that makes them one: 'thế nào' / 'the nao', 'bao nhiêu' / 'bao nhieu'. */
const pairs: ReadonlyArray<readonly [string, string]> = [
  ['the', 'nao'],
  ['bao', 'nhieu'],
  ['bao', 'nhiêu'],
  ['bao', 'lâu'],
  ['bao', 'lau'],
  ['nhiêu', ''],
  ['nhieu', ''],
  ['lâu', ''],
  ['lau', ''],
];

function pairedFiller(words: readonly SearchWord[], index: number): boolean {
  const word = words[index]!.exact;
  const next = words[index + 1]?.exact;
  const previous = words[index - 1]?.exact;
  return pairs.some(([first, second]) =>
    second === '' ? word === first && (previous === 'bao' || previous === 'mấy') : word === first && next === second,
  );
}

/** Whether the word at `index` is a question filler (its exact form, or its pair). */
export function isFiller(words: readonly SearchWord[], index: number): boolean {
  return alone.has(words[index]!.exact) || pairedFiller(words, index);
}

/** The words of a question that say what it is about (fillers dropped, order kept). */
export function meaningfulWords(question: string): SearchWord[] {
  const words = wordsOf(question);
  return words.filter((_, index) => !isFiller(words, index));
}
