import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { StaffRole } from '../../lib/auth/staff-roles.ts';
import type { PersonRequestKind } from '../../lib/personal-data/person-requests.ts';
import type { SearchKind } from '../../lib/search/search-results.ts';
import type {
  CallOutcome,
  Lead,
  LeadEvent,
  Subscriber,
  LeadStatus,
  NextStepKind,
  NotificationChannel,
  NotificationStatus,
} from '../../lib/leads/lead.ts';
import type { DemoMeeting, MeetingStatus } from '../../lib/booking/meeting.ts';
import type { MeetingMailPurpose } from '../../lib/booking/meeting-mail-purpose.ts';
import type { PushEvent } from '../../lib/push/push-settings.ts';
import type { DeviceClass, VisitDimension } from '../../lib/visits/visit-dimensions.ts';

export type { LeadStatus, NotificationChannel, NotificationStatus };

/**
 * A lead: a visitor's request from one of the site's forms (the spec names the table `contacts`).
 * Its columns are the fields of `Lead` (src/lib/leads/lead.ts), with the database's defaults and two
 * columns only the server reads.
 */
export interface ContactTable extends Omit<Lead, LeadDefaults> {
  status: Generated<LeadStatus>;
  /** Name, hotel, e-mail, phone, message and notes folded (lead-search-text.ts), for the inbox search. */
  search_text: string;
  /** The inbox the e-mail reaches (`emailIdentity`): with phone_e164, how one person is recognised and limited. */
  email_key: Generated<string | null>;
  owner_id: Generated<string | null>;
  phone_e164: Generated<string | null>;
  next_step_kind: Generated<NextStepKind | null>;
  next_step_note: Generated<string | null>;
  next_step_at: Generated<string | null>;
  first_response_at: Generated<string | null>;
  first_response_minutes: Generated<number | null>;
  /**
   * The salesperson whose own first contact this lead had while it was theirs, and its office
   * minutes (the dashboard's response times); a colleague's contact covering for them is not it.
   */
  owner_response_by: Generated<string | null>;
  owner_response_minutes: Generated<number | null>;
  /** 1: a customer's lead the owner keeps under contract, which the retention sweep passes by. */
  kept_under_contract: Generated<number>;
  /** Phone, tablet or desktop, from the agent that sent it (null for leads stored before it was kept). */
  device: Generated<DeviceClass | null>;
}

/** Columns a new lead may leave to the database. */
type LeadDefaults =
  | 'status'
  | 'owner_id'
  | 'phone_e164'
  | 'next_step_kind'
  | 'next_step_note'
  | 'next_step_at'
  | 'first_response_at'
  | 'first_response_minutes';

/** A submission key the browser sent, and the lead it produced (at-most-once storage of retries). */
export interface IdempotencyKeyTable {
  key: string;
  contact_id: string | null;
  /** SHA-256 of the form and body sent with the key; null for keys stored before it was kept. */
  fingerprint: string | null;
  created_at: string;
}

/** Requests counted per client and time window, shared by every server instance. */
export interface RateLimitCounterTable {
  bucket: string;
  count: number;
  expires_at: string;
}

/** A newsletter subscriber; the e-mail is stored lower-cased, so one address is one row. */
export type NewsletterSubscriberTable = Subscriber;

/** A member of the team who may sign in to /admin. */
export interface StaffUserTable {
  id: string;
  email: string;
  /** scrypt$N$r$p$salt$hash (base64url). */
  password_hash: string;
  role: StaffRole;
  name: string;
  /** Set while the account is deactivated: it cannot sign in and has no sessions. */
  deactivated_at: string | null;
  created_at: string;
  /** Two-factor sign-in (base32 TOTP secrets): the one in use, and one shown for enrolment. */
  totp_secret: Generated<string | null>;
  totp_pending_secret: Generated<string | null>;
  totp_enabled_at: Generated<string | null>;
  /** The last 30-second step a code was accepted for; a code of that step or earlier is refused. */
  totp_last_step: Generated<number | null>;
  /** 1 while a salesperson takes new leads ('Đang nhận khách'), 0 otherwise. */
  taking_leads: Generated<number>;
}

/** An invitation to join the team: the e-mailed link holds the secret, the table its SHA-256. */
export interface StaffInvitationTable {
  id: string;
  token_hash: string;
  email: string;
  role: StaffRole;
  /** The owner who invited (null once that account is gone). */
  invited_by: string | null;
  created_at: string;
  /** 72 hours after it was made. */
  expires_at: string;
  accepted_at: string | null;
  /** Withdrawn by an owner, or replaced by a newer invitation to the same address. */
  revoked_at: string | null;
}

/** A password-reset link (60 minutes, single use); the table holds only the SHA-256 of its secret. */
export interface StaffPasswordResetTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A browser an account signed in from; its cookie holds the secret, the table its SHA-256. */
export interface StaffKnownDeviceTable {
  id_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** A single-use recovery code of an account's two-factor sign-in (its SHA-256). */
export interface StaffRecoveryCodeTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
}

/** A sign-in whose password was right, waiting for its second factor (5 minutes); hash of its cookie. */
export interface StaffSignInChallengeTable {
  id_hash: string;
  user_id: string;
  /** Where the member goes once signed in. */
  next: string;
  created_at: string;
  expires_at: string;
  /** Codes tried on this waiting sign-in; it ends past the limit. */
  code_attempts: Generated<number>;
}

/** The company's details as the owner saved them (one row, id 1; JSON of CompanyDetails). */
export interface CompanyDetailsTable {
  id: number;
  details: string;
  updated_at: string;
  /** E-mail of the member who saved them. */
  updated_by: string;
}

/** The team's settings, set by owners ('require_two_factor': 'on' or 'off'). */
export interface TeamSettingTable {
  key: string;
  value: string;
}

/** A signed-in browser; the cookie holds the secret, the table only its SHA-256. */
export interface StaffSessionTable {
  id_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute end (7 days after sign-in); idleness ends it sooner. */
  expires_at: string;
  /** The browser's User-Agent (first 300 characters) and the client address at sign-in. */
  user_agent: string | null;
  address: string | null;
}

/** A failed sign-in, counted per account and per address for throttling. */
export interface SignInFailureTable {
  id: string;
  email: string;
  address: string;
  at: string;
  /** What was wrong: the password, or a two-factor code. */
  step: ColumnType<SignInStep, SignInStep | undefined, never>;
}

/** The step of a sign-in that failed. */
export type SignInStep = 'password' | 'code';

/** A status change or note on a lead, with who and when. */
export interface LeadEventTable {
  id: string;
  contact_id: string;
  kind: LeadEvent['kind'];
  status: LeadStatus | null;
  outcome: Generated<CallOutcome | null>;
  note: string | null;
  author_email: string;
  created_at: string;
}

/**
 * Which lead was deleted on the visitor's request, by whom and when (no personal data); an erased one
 * also keeps what the dashboard counts it by, so its period's funnel and totals stay as they were.
 */
export interface LeadDeletionTable {
  contact_id: string;
  deleted_by: string;
  deleted_at: string;
  /** When the lead came; null for a lead deleted from the inbox (it leaves the counts). */
  created_at: string | null;
  source: Lead['source'] | null;
  status: LeadStatus | null;
  /** The furthest step it had reached: 1 contacted, 2 demo; null neither. */
  furthest: number | null;
}

/** One announcement of a new lead on one channel: the outbox the notifier works through. */
export interface NotificationTable {
  /** Also the webhook's Idempotency-Key: receivers de-duplicate by it. */
  id: string;
  contact_id: string;
  channel: NotificationChannel;
  status: Generated<NotificationStatus>;
  /** Attempts started so far, the current one included. */
  attempts: Generated<number>;
  /** ISO-8601 UTC; a pending row is due from then. */
  next_attempt_at: string;
  /** Set by the worker that claimed the row; only that claim may record the outcome. */
  claim_token: string | null;
  /** The claim lapses then (a crashed worker's rows become due again). */
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
  /**
   * A demo meeting's e-mail (channel meeting_*): which one; a push's event (channel push); null for a
   * lead's own notifications.
   */
  purpose: Generated<MeetingMailPurpose | PushEvent | null>;
  /**
   * A handoff's former salesperson; a push's device (push_subscriptions.id); null otherwise (the
   * recipient is read when the e-mail is sent).
   */
  recipient: Generated<string | null>;
}

/** A salesperson's bookable hours and meeting link (no row: the office hours, no link). */
export interface StaffAvailabilityTable {
  user_id: string;
  /** JSON of WeeklyHours (src/lib/sales/office-hours.ts). */
  weekly_hours: string;
  meeting_link: string | null;
  updated_at: string;
}

/** A salesperson's day off: no demo is offered with them that day. */
export interface StaffDayOffTable {
  user_id: string;
  /** 'YYYY-MM-DD', Vietnam. */
  day: string;
  note: string | null;
  created_at: string;
}

/** A day the company is closed (holidays, Tết, bridge days): no demo is offered. */
export interface ClosedDayTable {
  day: string;
  name: string;
  created_at: string;
}

/** A demo booked in a free slot: one per demo lead. */
export interface DemoMeetingTable extends Omit<DemoMeeting, 'status' | 'sequence'> {
  /** The salesperson's id, or 'team' (unassigned): unique with starts_at while not cancelled. */
  host_key: string;
  status: Generated<MeetingStatus>;
  sequence: Generated<number>;
}

/** One line of the audit log: who did what and when, from where. */
export interface AuditEventTable {
  /**
   * The order lines were written in, given by the database (never by the code): an identity on
   * PostgreSQL (read back as a string, bigint), the row id on SQLite (a number).
   */
  seq: ColumnType<number | string, never, never>;
  id: string;
  /** ISO-8601 UTC. */
  at: string;
  /** One of `auditActions` (src/lib/audit/audit-actions.ts). */
  action: string;
  /** The member who acted (or whose sign-in it was); null for the command line or an unknown address. */
  actor_id: string | null;
  actor_email: string | null;
  /** What was acted on: an account's address, a lead's id, an export's file. */
  subject: string | null;
  /** A short line: a role change's roles, a status change's statuses, an export's filter. */
  detail: string | null;
  address: string | null;
  user_agent: string | null;
}

/** A member's morning digest for a Vietnam day, claimed once across every instance. */
export interface SalesDigestTable {
  user_id: string;
  /** 'YYYY-MM-DD', Vietnam time. */
  day: string;
  claimed_at: string;
}

/** When a job that runs once across every instance last started a round (schedule-round.repository). */
export interface ScheduleRoundTable {
  /** The job, e.g. 'expired_sign_in_records'. */
  name: string;
  /** ISO-8601 UTC. */
  started_at: string;
}

/** An article's author, chosen in the editor and named under the article. */
export interface ContentAuthorTable {
  id: string;
  name: string;
  role: string;
}

/** A news category; its slug is the news list's filter (`/tin-tuc?danh-muc=…`). */
export interface ContentCategoryTable {
  id: string;
  name: string;
  slug: string;
  /** Order in the news page's category list, smallest first. */
  position: number;
}

/**
 * An article or a product. `draft` is the editors' working copy (JSON of the kind's fields); readers
 * see `published` (the same fields but the body) and `published_body`, copied from a revision.
 */
export interface ContentItemTable {
  id: string;
  /** 'article' | 'product' (src/lib/content/content-kinds.ts). */
  kind: string;
  /** The address's last part: the draft's slug until published, then the live one. */
  slug: string;
  /** 'draft' | 'published' | 'scheduled' | 'unpublished'. */
  status: string;
  /** Optimistic lock: every save adds one, and a save naming an older version is refused. */
  version: number;
  /** The draft's title, for the editors' list. */
  title: string;
  draft: string;
  published: string | null;
  published_body: string | null;
  /** ISO-8601 UTC of the first publication: an article's date. */
  published_at: string | null;
  /** ISO-8601 UTC a scheduled item goes live. */
  publish_at: string | null;
  category_id: string | null;
  author_id: string | null;
  /** Readers' order within a kind: an article's publication time, a product's zero-padded position. */
  sort_key: string;
  /** An article's views so far (imported with it; not counted yet). */
  views: Generated<number>;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

/** What was published once: every publication and every restore is one, numbered per item. */
export interface ContentRevisionTable {
  id: string;
  item_id: string;
  number: number;
  /** JSON of the kind's fields, body included. */
  data: string;
  /** 'Xuất bản', 'Khôi phục bản 3', 'Nhập từ tệp Markdown'. */
  note: string;
  created_at: string;
  created_by: string | null;
  /** The member's name or address when it was made, so the history reads right after they leave. */
  created_by_name: string | null;
}

/** An address a published item had: answered with a 301 to the item's current address. */
export interface ContentRedirectTable {
  kind: string;
  old_slug: string;
  item_id: string;
}

/** One row (id 1): bumped by every change readers can see. */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** An uploaded image: the hash of its bytes is its id and the start of its addresses. */
export interface MediaImageTable {
  id: string;
  width: number;
  height: number;
  /** The uploaded file's type: 'image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml' (imports only). */
  source_type: string;
  source_bytes: number;
  /** 1 once the AVIF variants exist (made in the background after the upload answers). */
  avif_done: number;
  created_at: string;
  created_by: string | null;
}

/** One encoded size of an image. */
export interface MediaVariantTable {
  image_id: string;
  /** 'webp' | 'avif' | 'png' (share images). */
  format: string;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/**
 * A page the site search finds, with its original text (for snippets). The folded words are indexed
 * beside it: in the FTS5 table search_index on SQLite (rowid = doc_key), in tsvector columns on
 * PostgreSQL; only the search repository reads or writes them.
 */
export interface SearchDocumentTable {
  doc_key: Generated<number>;
  /** '<content kind>:<item id>' (article, product, faq, story), 'plan:<plan id>' or 'contact:company'. */
  id: string;
  kind: SearchKind;
  title: string;
  summary: string;
  /** Plain text, no Markdown. */
  body: string;
  href: string;
  published_at: string | null;
  /** Hash of what was indexed: a shipped page unchanged since the last start is left alone. */
  source_hash: string;
}

/** A folded word some indexed page holds (never removed: a stale one only offers a correction that finds nothing). */
export interface SearchTermTable {
  term: string;
}

/** How often visitors searched a folded query in a month ('YYYY-MM', Vietnam time), and how often it found nothing. */
export interface SearchQueryTable {
  month: string;
  query: string;
  searches: number;
  without_results: number;
}

/** Answers the assistant's model was asked to write on a Vietnam-time day ('YYYY-MM-DD'). */
export interface AssistantDailyAnswerTable {
  day: string;
  answers: number;
}

/** A question the assistant was not sure of, personal data removed, per day and folded text. */
export interface AssistantUnansweredTable {
  asked_on: string;
  folded: string;
  /** The latest wording asked that day, phone numbers and e-mail addresses removed. */
  question: string;
  times_asked: number;
}

/** A phrase owners use, read by the assistant as what the site says ('đổi trả lỗi' → 'bảo hành'). */
export interface AssistantSynonymTable {
  phrase_folded: string;
  phrase: string;
  means: string;
  created_by: string | null;
  created_at: string;
}

/** A question an editor attached to the FAQ that answers it. */
export interface AssistantTaughtQuestionTable {
  folded: string;
  question: string;
  faq_id: string;
  created_by: string | null;
  created_at: string;
}

/**
 * One turn of the conversation a visitor handed over to sales with an assistant lead: kept apart
 * from the lead so that retention (ASSISTANT_RETENTION_DAYS) deletes the words and keeps the lead.
 */
export interface LeadConversationTurnTable {
  contact_id: string;
  /** 0 for the first question, in the order they were asked. */
  position: number;
  question: string;
  answer: string;
  /** 1: the server's seal proved the answer its assistant's; 0: only the visitor's browser says so. */
  answer_verified: Generated<number>;
  /** When the assistant gave a verified answer, as its seal says (ISO-8601 UTC); null when unverified. */
  answered_at: string | null;
  /** When the lead was sent (ISO-8601 UTC): what retention counts from. */
  created_at: string;
}

/** An erased person's e-mail key or phone as a keyed hash, never the value: a restore erases them again. */
export interface PersonalDataTombstoneTable {
  key_hash: string;
  erased_at: string;
}

/** A person's own request about their data: from the privacy page's form, or recorded by the owner. */
export interface PersonalDataRequestTable {
  id: string;
  kind: PersonRequestKind;
  /** As typed; '' once the request is done or the person erased. */
  email: string;
  /** emailIdentity of the address; null once scrubbed. */
  email_key: string | null;
  detail: string | null;
  source: 'form' | 'owner';
  created_at: string;
  /** The latest time the person asked (a repeat merges into the open request). */
  requested_at: string;
  confirmed_at: string | null;
  done_at: string | null;
  done_by: string | null;
  /** How many links were e-mailed for it. */
  link_mails: Generated<number>;
}

/** A browser of a member's that gets push notifications (its push service's endpoint and keys). */
export interface PushSubscriptionTable {
  id: string;
  user_id: string;
  /** The session it was turned on in: signing that session out ends it. */
  session_hash: string | null;
  endpoint: string;
  /** The browser's public key (P-256, base64url) and auth secret the payload is encrypted for. */
  p256dh: string;
  auth: string;
  /** 'Chrome trên Android', from the User-Agent. */
  device: string;
  created_at: string;
  last_sent_at: string | null;
}

/** What rings on a member's phones (no row: every event, quiet hours on, details shown); 1 on, 0 off. */
export interface PushSettingsTable {
  user_id: string;
  new_lead: Generated<number>;
  demos: Generated<number>;
  untouched: Generated<number>;
  quiet_hours: Generated<number>;
  hide_details: Generated<number>;
  /** When the member first turned push on. */
  first_enabled_at: string | null;
  updated_at: string;
}

/** A Vietnam day's visits and unique visitors under one dimension's value (issue 56). */
export interface VisitStatTable {
  day: string;
  dimension: VisitDimension;
  value: string;
  visits: number;
  visitors: number;
}

/** A visitor hash seen today under a dimension's value (`dimension\tvalue`); gone after the day. */
export interface VisitUniqueTable {
  day: string;
  key: string;
  visitor: string;
}

/** The day's salt of the visitor hashes; gone after the day. */
export interface VisitSaltTable {
  day: string;
  salt: string;
}

/** Table types of the whole database, one interface per table. */
/** One lead form: a lead's `source` must be one (rows added from the code's forms after migrating). */
export interface LeadFormTable {
  id: string;
}

export interface Database {
  contacts: ContactTable;
  lead_forms: LeadFormTable;
  lead_conversation_turns: LeadConversationTurnTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  idempotency_keys: IdempotencyKeyTable;
  rate_limit_counters: RateLimitCounterTable;
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  staff_invitations: StaffInvitationTable;
  staff_known_devices: StaffKnownDeviceTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  staff_sign_in_challenges: StaffSignInChallengeTable;
  team_settings: TeamSettingTable;
  staff_password_resets: StaffPasswordResetTable;
  sign_in_failures: SignInFailureTable;
  lead_events: LeadEventTable;
  lead_deletions: LeadDeletionTable;
  notifications: NotificationTable;
  audit_events: AuditEventTable;
  sales_digests: SalesDigestTable;
  schedule_rounds: ScheduleRoundTable;
  content_authors: ContentAuthorTable;
  content_categories: ContentCategoryTable;
  content_items: ContentItemTable;
  content_revisions: ContentRevisionTable;
  content_redirects: ContentRedirectTable;
  content_version: ContentVersionTable;
  media_images: MediaImageTable;
  media_variants: MediaVariantTable;
  company_details: CompanyDetailsTable;
  search_documents: SearchDocumentTable;
  search_terms: SearchTermTable;
  search_queries: SearchQueryTable;
  assistant_daily_answers: AssistantDailyAnswerTable;
  assistant_unanswered: AssistantUnansweredTable;
  assistant_synonyms: AssistantSynonymTable;
  assistant_taught_questions: AssistantTaughtQuestionTable;
  staff_availability: StaffAvailabilityTable;
  staff_days_off: StaffDayOffTable;
  closed_days: ClosedDayTable;
  demo_meetings: DemoMeetingTable;
  personal_data_tombstones: PersonalDataTombstoneTable;
  personal_data_requests: PersonalDataRequestTable;
  push_subscriptions: PushSubscriptionTable;
  push_settings: PushSettingsTable;
  visit_stats: VisitStatTable;
  visit_uniques: VisitUniqueTable;
  visit_salts: VisitSaltTable;
}

export type ContactRow = Selectable<ContactTable>;
export type DemoMeetingRow = Selectable<DemoMeetingTable>;
export type ContentItemRow = Selectable<ContentItemTable>;
export type ContentRevisionRow = Selectable<ContentRevisionTable>;
export type AuditEventRow = Selectable<AuditEventTable>;
export type NewContact = Insertable<ContactTable>;
export type LeadEventRow = Selectable<LeadEventTable>;
export type StaffUserRow = Selectable<StaffUserTable>;
export type NewStaffUser = Insertable<StaffUserTable>;
export type StaffInvitationRow = Selectable<StaffInvitationTable>;
export type StaffSessionRow = Selectable<StaffSessionTable>;
export type NewsletterSubscriberRow = Selectable<NewsletterSubscriberTable>;
export type NewNewsletterSubscriber = Insertable<NewsletterSubscriberTable>;
export type NotificationRow = Selectable<NotificationTable>;
export type NewNotification = Insertable<NotificationTable>;
