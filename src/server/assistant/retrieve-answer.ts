import type { Kysely } from 'kysely';
import { decideAnswer, unknownWords } from '../../lib/assistant/answer-decision.ts';
import type { AssistantReply } from '../../lib/assistant/assistant-reply.ts';
import { scorePassages, type QuestionTerm, type ScoredPassage } from '../../lib/assistant/passage-score.ts';
import { meaningfulWords } from '../../lib/assistant/question-fillers.ts';
import { foldedQuestion } from '../../lib/assistant/question-text.ts';
import { readWithSynonyms, shippedSynonyms } from '../../lib/assistant/synonyms.ts';
import { cleanQuery, queryWords } from '../../lib/search/query-text.ts';
import type { Database } from '../db/database.ts';
import { matchingDocuments, hiddenDocuments, planWords } from '../search/index.ts';
import { pagePassages } from './page-passages.ts';
import { listSynonyms, taughtFaqPage } from './teaching.repository.ts';

// The assistant without a language model: a question an editor attached to an FAQ gets that FAQ;
// any other is read with the synonyms (shipped and the editors'), cleaned and planned as the site search does
// (typos corrected against the index's words), its question words dropped, the pages holding any of
// the rest read, cut into passages and scored; one passage quoted verbatim, or 'not sure'.

/** The most pages read for one question (the best the search ranks). */
const candidatePages = 24;

/** What retrieval found for a question: its reply, and every passage it read, best first. */
export interface Retrieval {
  reply: AssistantReply;
  passages: ScoredPassage[];
  /** The question's words as searched. */
  terms: QuestionTerm[];
}

/** The FAQ an editor attached this question to (its answer whole), when it is live. */
async function taughtAnswer(db: Kysely<Database>, question: string): Promise<Retrieval | undefined> {
  const folded = foldedQuestion(question);
  const page = folded ? await taughtFaqPage(db, folded) : undefined;
  const passage = page && pagePassages(page)[0];
  if (!passage) return undefined;
  return {
    reply: { kind: 'answer', text: passage.text, sources: [{ title: passage.title, href: passage.href }] },
    passages: [{ passage, score: 1 }],
    terms: [],
  };
}

/** The reply to an owner's question from what the site says, with the scored passages it chose from. */
export async function retrievePassages(db: Kysely<Database>, question: string): Promise<Retrieval> {
  const [taught, synonyms] = await Promise.all([taughtAnswer(db, question), listSynonyms(db)]);
  if (taught) return taught;
  const read = readWithSynonyms(cleanQuery(question), [...shippedSynonyms, ...synonyms]);
  const meaningful = meaningfulWords(read);
  const words = queryWords(meaningful.map((word) => word.exact).join(' '));
  if (!words.length) return { reply: { kind: 'not_sure', related: [] }, passages: [], terms: [] };
  const [planned, hidden] = await Promise.all([planWords(db, words), hiddenDocuments(db)]);
  const plan = { words: planned, mode: 'any' as const, rankExact: false };
  const pages = await matchingDocuments(db, plan, hidden, { ranked: true, offset: 0, limit: candidatePages });
  const passages = scorePassages(
    planned,
    pages.flatMap((page) => pagePassages(page)),
  );
  return {
    reply: decideAnswer(passages, { terms: planned, unknown: unknownWords(planned) }),
    passages,
    terms: planned,
  };
}

/** The assistant's reply to an owner's question, from what the site says and nothing else. */
export async function retrieveAnswer(db: Kysely<Database>, question: string): Promise<AssistantReply> {
  return (await retrievePassages(db, question)).reply;
}
