import { wordsOf } from '../search/query-text.ts';

// When the panel should offer 'Gặp nhân viên tư vấn' prominently even with an answer: the visitor
// asked for a person or for a quote, which only sales give. Our code decides this, never the model.

/** Folded phrases that ask for a person, a call back or a quote. */
// 'nhân viên' alone is the hotel's own staff ('nhân viên mất bao lâu để dùng được'): only with a verb or role.
const personPhrases = [
  'gap nhan vien',
  'nhan vien tu van',
  'nhan vien kinh doanh',
  'nhan vien ban hang',
  'tu van vien',
  'nguoi that',
  'nguoi tu van',
  'goi lai',
  'goi dien cho',
  'goi cho',
  'lien he',
  'lien lac',
  'bao gia',
  'bo phan kinh doanh',
  'phong kinh doanh',
  'sales',
  'sale',
  'hotline',
  'noi chuyen voi',
];

/** Whether `question` asks for a salesperson, a call or a quote ('cho em gặp nhân viên', 'báo giá giúp'). */
export function asksForPerson(question: string): boolean {
  const folded = ` ${wordsOf(question)
    .map((word) => word.folded)
    .join(' ')} `;
  return personPhrases.some((phrase) => folded.includes(` ${phrase} `));
}
