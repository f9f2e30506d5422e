import type { Generated, Insertable, Selectable } from 'kysely';

/** A lead: a visitor's request from one of the site's forms (the spec names the table `contacts`). */
export interface ContactTable {
  id: string;
  company_name: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  room_count: number | null;
  source: 'trial' | 'pricing' | 'contact' | 'demo';
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
  status: Generated<string>;
  /** ISO-8601 UTC. */
  created_at: string;
}

/** A submission key the browser sent, and the lead it produced (at-most-once storage of retries). */
export interface IdempotencyKeyTable {
  key: string;
  contact_id: string | null;
  created_at: string;
}

/** Requests counted per client and time window, shared by every server instance. */
export interface RateLimitCounterTable {
  bucket: string;
  count: number;
  expires_at: string;
}

/** A newsletter subscriber; the e-mail is stored lower-cased, so one address is one row. */
export interface NewsletterSubscriberTable {
  id: string;
  email: string;
  /** Path of the page the box was on. */
  page: string;
  consent_version: string;
  consent_at: string;
  created_at: string;
}

/** Table types of the whole database, one interface per table. */
export interface Database {
  contacts: ContactTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  idempotency_keys: IdempotencyKeyTable;
  rate_limit_counters: RateLimitCounterTable;
}

export type ContactRow = Selectable<ContactTable>;
export type NewContact = Insertable<ContactTable>;
export type NewsletterSubscriberRow = Selectable<NewsletterSubscriberTable>;
export type NewNewsletterSubscriber = Insertable<NewsletterSubscriberTable>;
