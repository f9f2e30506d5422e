/** A page an answer came from, or one that may help when there is no answer. */
export interface AssistantLink {
  /** The page's title; for an FAQ, its question. */
  title: string;
  href: string;
}

/**
 * What the assistant says to a question: an answer with the pages it came from ('Nguồn:'): a passage
 * of the site quoted verbatim, or the model's words written from the site's passages; or that it is
 * not sure, with at most three pages that may help and, when a model wrote it, its polite words
 * (a question it could not answer from the site, or a request it declines).
 */
export type AssistantReply =
  | { kind: 'answer'; text: string; sources: AssistantLink[] }
  | { kind: 'not_sure'; related: AssistantLink[]; text?: string };

/** The most related pages a not-sure reply offers. */
export const maxRelated = 3;
