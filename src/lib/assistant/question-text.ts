import { wordsOf } from '../search/query-text.ts';
import { stripUnsafe } from '../text/unsafe-characters.ts';
import { maxQuestionLength } from './assistant-protocol.ts';
import { emailMarker, phoneMarker, scrubPersonalData } from './scrub.ts';

/**
 * A visitor's text as the assistant reads it: controls and invisible characters removed (line breaks
 * become spaces), NFC, spaces collapsed, cut to `max` characters (by code point: an emoji is never halved).
 */
export function cleanQuestion(raw: string, max = maxQuestionLength): string {
  const clean = stripUnsafe(raw.replace(/[\t\n\r\v\f\u0085\u2028\u2029]/g, ' '))
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim();
  return Array.from(clean).slice(0, max).join('').trim();
}

/** What wordings of one question share: its words folded (foldText), one space between ('Có Agoda không?' → 'co agoda khong'). */
export function foldedQuestion(question: string): string {
  return wordsOf(question)
    .map((word) => word.folded)
    .join(' ');
}

const link = /\b(?:https?:\/\/|www\.)\S+/giu;

/**
 * What of a question is searched for: without its phone numbers, e-mail addresses and links, whose
 * digits and syllables ('giam-gia.example') would otherwise match pages about prices.
 */
export function topicText(question: string): string {
  return scrubPersonalData(question.replace(link, ' '))
    .replaceAll(phoneMarker, ' ')
    .replaceAll(emailMarker, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}
