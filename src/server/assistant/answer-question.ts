import type { Kysely } from 'kysely';
import type { AssistantEvent, AssistantQuestion } from '../../lib/assistant/assistant-protocol.ts';
import { answerGround } from '../../lib/assistant/answer-ground.ts';
import type { AssistantLink, AssistantReply } from '../../lib/assistant/assistant-reply.ts';
import type { FreeTimes } from '../../lib/assistant/free-times.ts';
import { asksForPerson } from '../../lib/assistant/handover.ts';
import { recognizeRequest, type OwnerRequestKind } from '../../lib/assistant/owner-requests.ts';
import {
  answerFilter,
  refusalOf,
  type AnswerGround,
  type CleanAnswer,
  type Refusal,
} from '../../lib/assistant/model-answer-text.ts';
import { passagesForModel } from '../../lib/assistant/model-passages.ts';
import type { Passage } from '../../lib/assistant/passages.ts';
import { cleanQuestion, foldedQuestion, topicText } from '../../lib/assistant/question-text.ts';
import type { SiteConfig } from '../../lib/site-config.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { currentSite } from '../settings/index.ts';
import { modelMessages, promptData } from './answer-prompt.ts';
import { assistantConfig, type ModelSettings } from './assistant-config.ts';
import { underDailyCap } from './daily-cap.ts';
import { ModelError, realClock, streamAnswer, type ModelClock } from './model-client.ts';
import { requestReply } from './request-reply.ts';
import { retrievePassages, type Retrieval } from './retrieve-answer.ts';
import { taughtFaqPage } from './teaching.repository.ts';
import { recordUnanswered } from './unanswered-questions.ts';

// The assistant's answer to one question. A request (a demo, a call, a quote, which plan) is answered
// with the page that does it (request-reply.ts). Otherwise retrieval first, always; then,
// with a model configured and the day's answers under ASSISTANT_DAILY_LIMIT, the model writes from
// the retrieved passages alone, streamed as it writes. Our code, never the model, decides the links
// (only pages given to it), the handover, and whether its words are shown at all: a slow, failing,
// malformed or over-long answer, or one with a figure the passages do not hold or an address, e-mail
// or phone number that neither they nor the company's details hold, ends with the retrieval answer
// instead, without an error. A question it was not sure of is kept for the editors.

/** What an answer may be given: all optional, the process's settings otherwise. */
export interface AnswerOptions {
  /** The model; undefined answers by retrieval alone. Left out: ASSISTANT_LLM_* of the process. */
  model?: ModelSettings | undefined;
  /** Model answers per day. Left out: ASSISTANT_DAILY_LIMIT. */
  dailyLimit?: number;
  /** Time for the model's limits and the day's count; tests advance their own. */
  clock?: ModelClock;
  /** The HTTP client that reaches the model. */
  fetch?: typeof fetch;
  /** Aborted when the visitor has gone: the model's request is aborted with it. */
  signal?: AbortSignal;
  /** Whether a not-sure question is kept for the editors (a crawler's is not). Default: yes. */
  keepUnanswered?: boolean;
  /** The demo times free now, offered with 'đặt lịch demo'; left out, the answer links the booking page alone. */
  freeTimes?: FreeTimes;
}

/** Requests only sales can answer in full: a person is offered under their answer. */
const salesRequests: readonly OwnerRequestKind[] = ['call', 'quote', 'discount'];

/** The most pages an answer cites. */
const maxSources = 3;

function distinctPages(links: readonly AssistantLink[]): AssistantLink[] {
  const seen = new Set<string>();
  return links
    .filter((link) => !seen.has(link.href + link.title) && seen.add(link.href + link.title))
    .slice(0, maxSources);
}

/**
 * The reply made of the model's cleaned words: an answer citing the pages of the passages it cited;
 * uncited words stand on retrieval's sources when retrieval was sure, else they are a polite 'not sure'.
 */
function modelReply(clean: CleanAnswer, ground: AnswerGround, retrieval: Retrieval): AssistantReply {
  const cited = distinctPages(clean.cited.map((number) => ground.pages[number - 1]!));
  if (cited.length) return { kind: 'answer', text: clean.text, sources: cited };
  if (retrieval.reply.kind === 'answer') return { kind: 'answer', text: clean.text, sources: retrieval.reply.sources };
  return { kind: 'not_sure', related: retrieval.reply.related, text: clean.text };
}

/** Why a model answer was not used, for the log (never the visitor's text). */
type Unused = ModelError['kind'] | Refusal | 'empty';

/**
 * Asks the model for an answer from `passages`, yielding the text the visitor may see as it comes;
 * returns the reply its words make, or why there is none.
 */
async function* modelAnswer(
  input: { question: string; history: AssistantQuestion['history'] },
  passages: readonly Passage[],
  retrieval: Retrieval,
  model: ModelSettings,
  options: AnswerOptions,
  site: SiteConfig,
): AsyncGenerator<string, AssistantReply | Unused> {
  const ground = answerGround(passages, site, input.question);
  const filter = answerFilter(ground);
  const messages = modelMessages(promptData(input.question, input.history, passages));
  try {
    const request = { messages, clock: options.clock, signal: options.signal, fetch: options.fetch };
    for await (const delta of streamAnswer(request, model)) {
      const shown = filter.push(delta);
      // Leaving the loop ends the model's request: nothing it writes after an invented figure or address is used.
      if (filter.refusal) return filter.refusal;
      if (shown) yield shown;
    }
  } catch (error) {
    if (error instanceof ModelError) return error.kind;
    throw error;
  }
  const clean = filter.finish();
  const refusal = refusalOf(clean);
  if (refusal) return refusal;
  if (!clean.text) return 'empty';
  if (clean.rest) yield clean.rest;
  return modelReply(clean, ground, retrieval);
}

/** The assistant's answer to `input`: text deltas when a model writes, then exactly one final reply. */
export async function* answerQuestion(
  db: Kysely<Database>,
  input: AssistantQuestion,
  options: AnswerOptions = {},
): AsyncGenerator<AssistantEvent> {
  const question = cleanQuestion(input.question);
  const clock = options.clock ?? realClock;
  const now = () => new Date(clock.now());
  // What is asked, read without its links, phone numbers and addresses ('…/uu-dai' is no discount
  // asked), as requests, attached questions and retrieval all read it.
  const topic = question ? topicText(question) : '';
  // A request (a demo, a call, a quote, which plan) is answered with the page that does it, by our code;
  // a question an editor attached to an FAQ gets that FAQ, even one that reads as a request.
  const recognized = topic ? recognizeRequest(topic) : null;
  const request = recognized && !(await taughtFaqPage(db, foldedQuestion(topic))) ? recognized : null;
  if (request) {
    const reply = await requestReply(db, request, topic, now(), options.freeTimes);
    yield {
      type: 'reply',
      reply,
      // A call, a quote and a discount are sales' to give: the person is offered under the answer.
      handover: salesRequests.includes(request.kind) || asksForPerson(question),
    };
    return;
  }
  const retrieval: Retrieval = topic
    ? await retrievePassages(db, topic)
    : { reply: { kind: 'not_sure', related: [] }, passages: [], terms: [] };
  let reply = retrieval.reply;

  const model = 'model' in options ? options.model : assistantConfig.model;
  // Nothing on the site near the question: the model would have nothing to write from.
  const passages = model ? passagesForModel(retrieval.passages) : [];
  if (model && passages.length && (await underDailyCap(db, now(), options.dailyLimit ?? assistantConfig.dailyLimit))) {
    const site = await currentSite(db);
    const answer = modelAnswer({ question, history: input.history }, passages, retrieval, model, options, site);
    let step = await answer.next();
    while (!step.done) {
      yield { type: 'delta', text: step.value };
      step = await answer.next();
    }
    if (step.value === 'aborted') return;
    if (typeof step.value === 'string') log.warn('assistant_model_unused', { reason: step.value });
    else reply = step.value;
  }

  try {
    yield { type: 'reply', reply, handover: reply.kind === 'not_sure' || asksForPerson(question) };
  } finally {
    // After the reply, which does not wait on the write; kept too when the caller stops at the reply.
    if (reply.kind === 'not_sure' && question && options.keepUnanswered !== false) {
      await recordUnanswered(db, question, now());
    }
  }
}
