/** A page an answer came from, or one that may help when there is no answer. */
export interface AssistantLink {
  /** The page's title; for an FAQ, its question. */
  title: string;
  href: string;
}

/**
 * What the assistant says to a question: a passage of the site quoted verbatim with the pages it came
 * from ('Nguồn:'), or that it is not sure, with at most three pages that may help.
 */
export type AssistantReply =
  { kind: 'answer'; text: string; sources: AssistantLink[] } | { kind: 'not_sure'; related: AssistantLink[] };

/** The most related pages a not-sure reply offers. */
export const maxRelated = 3;
