import type { Kysely } from 'kysely';
import { decideAnswer } from '../../lib/assistant/answer-decision.ts';
import type { AssistantReply } from '../../lib/assistant/assistant-reply.ts';
import { scorePassages, type ScoredPassage } from '../../lib/assistant/passage-score.ts';
import { meaningfulWords } from '../../lib/assistant/question-fillers.ts';
import { cleanQuery, queryWords } from '../../lib/search/query-text.ts';
import type { Database } from '../db/database.ts';
import { matchingDocuments, hiddenDocuments, planWords } from '../search/index.ts';
import { pagePassages } from './page-passages.ts';

// The assistant without a language model: the question cleaned and planned as the site search does
// (typos corrected against the index's words), its question words dropped, the pages holding any of
// the rest read, cut into passages and scored; one passage quoted verbatim, or 'not sure'.

/** The most pages read for one question (the best the search ranks). */
const candidatePages = 24;

/** What retrieval found for a question: its reply, and every passage it read, best first. */
export interface Retrieval {
  reply: AssistantReply;
  passages: ScoredPassage[];
}

/** The reply to an owner's question from what the site says, with the scored passages it chose from. */
export async function retrievePassages(db: Kysely<Database>, question: string): Promise<Retrieval> {
  const meaningful = meaningfulWords(cleanQuery(question));
  const words = queryWords(meaningful.map((word) => word.exact).join(' '));
  if (!words.length) return { reply: { kind: 'not_sure', related: [] }, passages: [] };
  const [planned, hidden] = await Promise.all([planWords(db, words), hiddenDocuments(db)]);
  const plan = { words: planned, mode: 'any' as const, rankExact: false };
  const pages = await matchingDocuments(db, plan, hidden, { ranked: true, offset: 0, limit: candidatePages });
  const passages = scorePassages(
    planned,
    pages.flatMap((page) => pagePassages(page)),
  );
  return { reply: decideAnswer(passages), passages };
}

/** The assistant's reply to an owner's question, from what the site says and nothing else. */
export async function retrieveAnswer(db: Kysely<Database>, question: string): Promise<AssistantReply> {
  return (await retrievePassages(db, question)).reply;
}
