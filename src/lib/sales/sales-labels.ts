import type { CallOutcome, LeadStatus, NextStepKind } from '../leads/lead.ts';

/** What a next step can be, as the lead page offers it. */
export const nextStepKinds: Record<NextStepKind, string> = {
  call: 'Gọi lại',
  quote: 'Gửi báo giá',
  demo: 'Demo',
  other: 'Việc khác',
};

/** What came of a call, as 'Ghi nhận cuộc gọi' offers it. */
export const callOutcomes: Record<CallOutcome, string> = {
  answered: 'Khách nghe máy',
  no_answer: 'Không nghe máy',
  call_back: 'Hẹn gọi lại',
  wrong_number: 'Sai số',
};

/** Whether a value read from a form is a next step's kind. */
export const isNextStepKind = (value: unknown): value is NextStepKind =>
  typeof value === 'string' && Object.hasOwn(nextStepKinds, value);

/** Whether a value read from a form is a call's outcome. */
export const isCallOutcome = (value: unknown): value is CallOutcome =>
  typeof value === 'string' && Object.hasOwn(callOutcomes, value);

/** Statuses that end the work on a lead: no next step is asked for, and any is cleared. */
export const closedStatusList = [
  'won',
  'lost',
  'unreachable',
  'do_not_contact',
] as const satisfies readonly LeadStatus[];
export const closedStatuses: ReadonlySet<LeadStatus> = new Set(closedStatusList);

/** A next step in one line: 'Gọi lại · 27/11/2026 09:30 · hỏi lại số phòng'. */
export function nextStepLine(
  step: { kind: NextStepKind; at: string; note: string | null },
  format: (iso: string) => string,
): string {
  return [nextStepKinds[step.kind], format(step.at), step.note].filter(Boolean).join(' · ');
}
