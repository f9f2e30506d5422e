// Where a conversation in the panel stands with sales, and so whether 'Gặp nhân viên tư vấn' is
// offered. One way in until the form is open (the button at the foot, and the link in a reply that
// calls for a person); none while it is open (its own button sends it, under the same words) and
// none once it is sent: that conversation is with sales, and a second form would be a second lead.

/** `offered`: not asked for yet; `open`: the form is shown; `sent`: a lead was stored and thanked. */
export type HandoverStage = 'offered' | 'open' | 'sent';

/** Whether the panel offers 'Gặp nhân viên tư vấn' at `stage`. */
export function handoverOffered(stage: HandoverStage): boolean {
  return stage === 'offered';
}

/** The stage once the visitor asks for the form: open, unless this conversation was already sent. */
export function handoverOpened(stage: HandoverStage): HandoverStage {
  return stage === 'sent' ? 'sent' : 'open';
}
