import nodemailer from 'nodemailer';
import type { MailAddress } from './notify-config.ts';

/** One e-mail, ready to send. */
export interface Email {
  from: MailAddress;
  to: MailAddress[];
  /** Others who get a copy (the team, when the e-mail goes to the lead's salesperson). */
  cc?: MailAddress[] | undefined;
  replyTo?: string | undefined;
  /** Stable per notification, so a mail client shows a repeat after a crash as the same message. */
  messageId: string;
  subject: string;
  text: string;
  html: string;
  /** A calendar invitation: sent as the text/calendar part that Gmail and Outlook offer to add. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string } | undefined;
}

/** Sends e-mails over one SMTP server; `close` ends its pooled connections. */
export interface EmailSender {
  send(email: Email): Promise<void>;
  close(): void;
}

// An SMTP server that stops answering must not hold a claimed notification past its lease.
const sendTimeoutMs = 20_000;

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/** A pooled SMTP sender for `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function createEmailSender(smtpUrl: string): EmailSender {
  const url = new URL(smtpUrl);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 5,
    host,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    // smtp:// upgrades with STARTTLS; without requiring it, a tampered connection would carry the
    // password in clear. A relay on this machine is the one place plain SMTP is acceptable.
    requireTLS: !secure && !isLoopback(host),
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: sendTimeoutMs,
  });
  return {
    async send(email) {
      try {
        await transport.sendMail({ ...email, signal: AbortSignal.timeout(sendTimeoutMs) });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Máy chủ thư từ chối hoặc không trả lời: ${reason}`, { cause: error });
      }
    },
    close() {
      transport.close();
    },
  };
}
