import addressparser from 'nodemailer/lib/addressparser';
import type { NotificationChannel } from '../db/database.ts';

/** An e-mail address with its display name ('' when none). */
export interface MailAddress {
  name: string;
  address: string;
}

/** How new leads are announced; every part optional. Read from the environment at start-up. */
export interface NotifyConfig {
  /** SMTP server for every e-mail (smtp:// or smtps://, credentials in the URL). */
  smtpUrl?: string | undefined;
  /** The sales team's mailbox, and the sender of every e-mail. */
  salesEmail?: { to: MailAddress[]; from: MailAddress } | undefined;
  webhook?: { url: string; secret: string } | undefined;
  /** Also e-mail the visitor 'Chúng tôi đã nhận được yêu cầu của anh/chị' (off unless asked for). */
  visitorConfirmation: boolean;
  /** The sender of the visitor's confirmation. */
  from?: MailAddress | undefined;
  /** How long a worker holds a claimed notification before another may take it over. */
  leaseMs: number;
}

/** A notification setting that cannot be used; the message names the variable. */
export class NotifyConfigError extends Error {
  override name = 'NotifyConfigError';
}

type Env = Record<string, string | undefined>;

// Credentials ride in these (an SMTP password, a Slack webhook's token): never echoed into logs.
const secretVariables = new Set(['SMTP_URL', 'NOTIFY_WEBHOOK_URL', 'NOTIFY_WEBHOOK_SECRET']);

function fail(variable: string, problem: string, env: Env): never {
  const got = secretVariables.has(variable) ? '"…"' : JSON.stringify(env[variable]);
  throw new NotifyConfigError(`Invalid configuration: ${variable} ${problem} (got ${got})`);
}

const emailPattern = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** 'a@x.vn, Sales <b@x.vn>' → the addresses, or an error naming the variable. */
function addresses(variable: string, env: Env, max: number): MailAddress[] {
  const parsed = addressparser(env[variable] ?? '', { flatten: true });
  if (!parsed.length || parsed.length > max || parsed.some((entry) => !emailPattern.test(entry.address ?? ''))) {
    fail(
      variable,
      max === 1
        ? 'must be one e-mail address, e.g. "Hotelix <no-reply@hotelix.vn>"'
        : 'must be e-mail addresses separated by commas',
      env,
    );
  }
  return parsed.map((entry) => ({ name: entry.name ?? '', address: entry.address ?? '' }));
}

function urlOf(variable: string, env: Env, protocols: string[]): string {
  const value = env[variable]!;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail(variable, `must be a URL starting with ${protocols.join(' or ')}`, env);
  }
  if (!protocols.includes(url.protocol.replace(/:$/, '') + '://')) {
    fail(variable, `must be a URL starting with ${protocols.join(' or ')}`, env);
  }
  return value;
}

function flag(variable: string, env: Env): boolean {
  const value = env[variable]?.toLowerCase();
  if (value === undefined || value === 'false' || value === 'off' || value === '0') return false;
  if (value === 'true' || value === 'on' || value === '1') return true;
  return fail(variable, 'must be on or off', env);
}

function needs(variable: string, because: string, env: Env): void {
  if (!env[variable]) throw new NotifyConfigError(`Invalid configuration: ${variable} must be set when ${because}`);
}

/**
 * Reads the notification settings. A half-configured channel is an error, not a silent gap: sales
 * would otherwise believe the mail goes out.
 */
export function parseNotifyConfig(rawEnv: Env): NotifyConfig {
  const env: Env = Object.fromEntries(Object.entries(rawEnv).map(([key, value]) => [key, value?.trim() || undefined]));
  const visitorConfirmation = flag('NOTIFY_VISITOR_CONFIRMATION', env);
  if (env.NOTIFY_EMAIL_TO) {
    needs('SMTP_URL', 'NOTIFY_EMAIL_TO is set', env);
    needs('NOTIFY_EMAIL_FROM', 'NOTIFY_EMAIL_TO is set', env);
  }
  if (visitorConfirmation) {
    needs('SMTP_URL', 'NOTIFY_VISITOR_CONFIRMATION is on', env);
    needs('NOTIFY_EMAIL_FROM', 'NOTIFY_VISITOR_CONFIRMATION is on', env);
  }
  if (env.SMTP_URL && !env.NOTIFY_EMAIL_TO && !visitorConfirmation) {
    needs('NOTIFY_EMAIL_TO', 'SMTP_URL is set', env);
  }
  if (env.NOTIFY_WEBHOOK_URL) needs('NOTIFY_WEBHOOK_SECRET', 'NOTIFY_WEBHOOK_URL is set', env);
  if (env.NOTIFY_WEBHOOK_SECRET && !env.NOTIFY_WEBHOOK_URL)
    needs('NOTIFY_WEBHOOK_URL', 'NOTIFY_WEBHOOK_SECRET is set', env);
  if (env.NOTIFY_WEBHOOK_SECRET && env.NOTIFY_WEBHOOK_SECRET.length < 16) {
    fail('NOTIFY_WEBHOOK_SECRET', 'must be at least 16 characters', env);
  }

  const leaseSeconds = env.NOTIFY_LEASE_SECONDS ? Number(env.NOTIFY_LEASE_SECONDS) : 60;
  // Shorter than the slowest send (SMTP may take 20 s) and a second instance could send a row twice.
  if (!Number.isInteger(leaseSeconds) || leaseSeconds < 30 || leaseSeconds > 3600) {
    fail('NOTIFY_LEASE_SECONDS', 'must be a whole number of seconds from 30 to 3600', env);
  }
  const smtpUrl = env.SMTP_URL ? urlOf('SMTP_URL', env, ['smtp://', 'smtps://']) : undefined;
  const from = env.NOTIFY_EMAIL_FROM ? addresses('NOTIFY_EMAIL_FROM', env, 1)[0] : undefined;
  return {
    smtpUrl,
    salesEmail: env.NOTIFY_EMAIL_TO ? { to: addresses('NOTIFY_EMAIL_TO', env, 20), from: from! } : undefined,
    webhook: env.NOTIFY_WEBHOOK_URL
      ? { url: urlOf('NOTIFY_WEBHOOK_URL', env, ['https://', 'http://']), secret: env.NOTIFY_WEBHOOK_SECRET! }
      : undefined,
    visitorConfirmation,
    from,
    leaseMs: leaseSeconds * 1000,
  };
}

/** The channels a demo meeting's e-mails go on: both, whenever there is a mail server and a sender. */
export const meetingChannels = ['meeting_visitor', 'meeting_staff'] as const satisfies readonly NotificationChannel[];

/**
 * The channels `config` turns on: those a new lead is announced on, then a demo meeting's e-mails
 * (the visitor's invitation is what they booked, so it does not wait for NOTIFY_VISITOR_CONFIRMATION).
 */
export function channelsOf(config: NotifyConfig): NotificationChannel[] {
  const channels: NotificationChannel[] = [];
  if (config.salesEmail) channels.push('sales_email');
  if (config.webhook) channels.push('webhook');
  if (config.visitorConfirmation) channels.push('visitor_email');
  if (config.smtpUrl && config.from) channels.push(...meetingChannels);
  return channels;
}

/** This process's notification settings. */
export const notifyConfig: NotifyConfig = parseNotifyConfig(process.env);

/**
 * Whether this install e-mails a demo's visitor (a mail server and a sender): what the booking pages
 * may promise.
 */
export function emailsMeetingVisitors(config: NotifyConfig = notifyConfig): boolean {
  return channelsOf(config).includes('meeting_visitor');
}
