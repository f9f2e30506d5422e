import type { Kysely, Transaction } from 'kysely';
import type { LeadFields } from '../../lib/leads/lead-form-shape.ts';
import type { FieldErrors } from '../../lib/leads/lead-forms.ts';
import type { QuoteEstimate } from '../../lib/quote/estimate-quote.ts';
import type { Database, NewContact, NotificationChannel } from '../db/database.ts';
import { insertContact } from './lead.repository.ts';
import type { LeadSubmission, SubmissionContext } from './lead-submission.ts';

// What the lead pipeline (lead.service.ts), its endpoint (lead-request.ts) and the page taking forms
// without JavaScript (lead-form-page.ts) ask of a form beyond its view and shape (src/lib/leads/forms/).
// A form needs a rule only when it does more than store its lead; forms/ holds them, lead-form-rules.ts lists them.

/** What a lead says, and the columns only some forms fill (null for the others). */
export type FormColumns = Pick<NewContact, 'message'> &
  Partial<Pick<NewContact, 'room_count' | 'plan' | 'quote' | 'preferred_time'>>;

/**
 * Who works a stored lead: decided as it was stored ('owned': a demo's held slot), or assigned after
 * ('in_turn': the person's salesperson, else the next in turn).
 */
export type Ownership = 'owned' | 'in_turn';

/** A checked lead as its form stores it, inside the lead's transaction. */
export interface LeadToStore<Kept> {
  /** The fields as the form's schema gave them. */
  data: LeadFields;
  /** What `keep` read for it. */
  kept: Kept;
  now: Date;
  /** The channels notifications are queued on. */
  channels: readonly NotificationChannel[];
}

/** A quote's figures shown above the form on /gui-yeu-cau: its estimate, or what is wrong with its inputs. */
export interface RequestSummary {
  estimate: QuoteEstimate | undefined;
  problems: string[];
  editHref: string;
}

/** What a form's page on /gui-yeu-cau carries besides the visible fields. */
export interface CarriedFields {
  /** Sent along unseen (a quote's inputs, a handed-over conversation). */
  hiddenFields?: Record<string, string> | undefined;
  summary?: RequestSummary | undefined;
}

/**
 * A lead form's rule: how its leads are checked beyond the schema, what they store, how they are
 * stored, what the visitor is told and what /gui-yeu-cau carries. Every part has a default. `Facts` is what `check` finds in the fields as sent (a quote's
 * estimate); `Kept` what `keep` reads to store beside the lead (the assistant's sealed turns).
 */
export interface LeadFormRule<Facts = undefined, Kept = undefined> {
  /**
   * What the request reads before the lead is checked (a quote: the published prices); undefined
   * while it is unreadable: the lead waits (503), like any database fault.
   */
  load?(db: Kysely<Database>): Promise<SubmissionContext | undefined>;
  /**
   * Checks what the schema cannot, on the fields as sent: the form's facts, messages per field
   * (shown with the schema's), or 'unavailable' when what they are checked against is missing.
   * Without it a form has no facts.
   */
  check?(submission: LeadSubmission): { facts: Facts } | { errors: FieldErrors } | 'unavailable';
  /** What the lead says, and the columns only this form fills (by default its shape's message or its title). */
  columns?(data: LeadFields, facts: Facts): FormColumns;
  /** Reads, before the lead's transaction, what is stored beside the lead. */
  keep?(db: Kysely<Database>, data: LeadFields, now: Date): Promise<Kept>;
  /** Stores the lead in the lead's transaction (by default alone, for the next salesperson in turn). */
  insert?(trx: Transaction<Database>, lead: NewContact, stored: LeadToStore<Kept>): Promise<Ownership>;
  /** The message on a field for a lead whose storing `error` refused (a slot taken meanwhile); undefined for any other error. */
  refusal?(error: unknown): FieldErrors | undefined;
  /** What the visitor reads once the lead is stored, instead of the forms' common answer. */
  thanks?(now: Date): string;
  /** What /gui-yeu-cau carries besides the fields, from the refused post's fields or else the address's query. */
  carried?(db: Kysely<Database>, from: Record<string, unknown> | URLSearchParams): Promise<CarriedFields>;
}

/** A rule of any form, as the table holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each form has its own facts and kept records; the pipeline is generic over them
export type AnyLeadFormRule = LeadFormRule<any, any>;

/** A form's rule as the pipeline runs it: what the lead says is always known. */
export type RunnableLeadFormRule = AnyLeadFormRule & Required<Pick<AnyLeadFormRule, 'columns'>>;

/** Stores a lead alone; the pipeline then gives it to the person's salesperson or the next in turn. */
export async function insertInTurn(trx: Transaction<Database>, lead: NewContact): Promise<Ownership> {
  await insertContact(trx, lead);
  return 'in_turn';
}
