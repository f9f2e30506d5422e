import type { LeadForm } from './lead-forms.ts';
import type { LeadStatusId } from './lead-labels.ts';

// What a lead is, as pages and components see it. The server's rows (src/server/db/database.ts)
// are these shapes; UI and lib code import them from here, never from the server.

/** Where a lead stands in the sales team's work. */
export type LeadStatus = LeadStatusId;

/** What a salesperson will do next about a lead. */
export type NextStepKind = 'call' | 'quote' | 'demo' | 'other';

/** What came of a call. */
export type CallOutcome = 'answered' | 'no_answer' | 'call_back' | 'wrong_number';

/** A lead: a visitor's request from one of the site's forms. */
export interface Lead {
  id: string;
  company_name: string;
  name: string;
  email: string;
  /** As the visitor typed it. */
  phone: string;
  message: string;
  room_count: number | null;
  source: LeadForm;
  plan: string | null;
  /** Demo requests: the slot asked for, 'YYYY-MM-DDTHH:mm' in Vietnam time. */
  preferred_time: string | null;
  /** Path of the page the form was on. */
  page: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  /** Version of the privacy notice shown with the form, and when the visitor sent it. */
  consent_version: string;
  consent_at: string;
  status: LeadStatus;
  /** Quote leads: what was asked and every line of the estimate (JSON, see src/lib/quote/stored-quote.ts). */
  quote: string | null;
  /** ISO-8601 UTC. */
  created_at: string;
  /** The salesperson who works the lead, or null. */
  owner_id: string | null;
  /** The phone in E.164 ('+84912345678'), null when it is not a phone number. */
  phone_e164: string | null;
  next_step_kind: NextStepKind | null;
  next_step_note: string | null;
  /** ISO-8601 UTC. */
  next_step_at: string | null;
  /** When someone first contacted the visitor (a status change or a logged call). */
  first_response_at: string | null;
  /** Office minutes from the lead to that first contact. */
  first_response_minutes: number | null;
}

/** One line of a lead's timeline: a status change, a note, a call, a new owner or next step, a demo's outcome. */
export interface LeadEvent {
  id: string;
  contact_id: string;
  kind: 'status' | 'note' | 'call' | 'owner' | 'next_step' | 'meeting';
  status: LeadStatus | null;
  outcome: CallOutcome | null;
  note: string | null;
  author_email: string;
  created_at: string;
}

/**
 * Who a notification goes to: the sales team's mailbox, the chat webhook, the visitor; a demo's
 * invitations; a push to one of the team's phones.
 */
export type NotificationChannel =
  'sales_email' | 'webhook' | 'visitor_email' | 'meeting_visitor' | 'meeting_staff' | 'push';

/** Where a notification stands: waiting (maybe for a retry), claimed by a worker, sent, or given up. */
export type NotificationStatus = 'pending' | 'sending' | 'delivered' | 'failed';

/** A lead's notification on one channel, as its page shows it. */
export interface LeadNotification {
  id: string;
  channel: NotificationChannel;
  status: NotificationStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** A failed notification with the lead it was about, for the inbox's warning. */
export interface FailedNotification {
  id: string;
  channel: NotificationChannel;
  last_error: string | null;
  contact_id: string;
  name: string;
  company_name: string;
}

/** A newsletter subscriber, as the admin lists them. */
export interface Subscriber {
  id: string;
  email: string;
  /** Path of the page the box was on. */
  page: string;
  consent_version: string;
  consent_at: string;
  created_at: string;
}
