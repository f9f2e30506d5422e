// A demo meeting's e-mails, each a row of the leads' outbox (channel meeting_visitor or
// meeting_staff): the invitation, an update after a change of time, the cancellation, and the
// reminders, due 24 hours and 1 hour before the meeting; and the handoff, which takes the meeting out
// of the calendar of a salesperson who no longer holds it (the visitor moved it to a time when only
// a colleague was free).

export const meetingMailPurposes = ['invite', 'update', 'cancel', 'remind_24h', 'remind_1h', 'handoff'] as const;
export type MeetingMailPurpose = (typeof meetingMailPurposes)[number];

/** How long before the meeting each reminder is due. */
export const reminderLeadMs: Record<'remind_24h' | 'remind_1h', number> = {
  remind_24h: 24 * 3_600_000,
  remind_1h: 3_600_000,
};
