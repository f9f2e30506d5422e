import { randomUUID } from 'node:crypto';
import escapeHtml from 'escape-html';
import { roleLabels, type StaffRole } from '../../lib/auth/staff-roles.ts';
import { siteConfig } from '../../lib/site-config.ts';
import { log } from '../log.ts';
import { createEmailSender, type EmailSender } from '../notify/email-sender.ts';
import { notifyConfig } from '../notify/notify-config.ts';
import { brandColors } from '../../lib/brand-colors.ts';

/** An e-mail about an account: an invitation or a password-reset link. */
export interface AccountMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A calendar change, as the text/calendar part Gmail and Outlook apply (a demo withdrawn from a host's calendar). */
  icalEvent?: { method: 'CANCEL'; filename: string; content: string } | undefined;
}

/** Whether account e-mails can be sent: an SMTP server and a sender are configured. */
export function accountMailConfigured(): boolean {
  return Boolean(notifyConfig.smtpUrl && notifyConfig.from);
}

let sender: EmailSender | undefined;

/**
 * Sends an account e-mail straight away (not through the leads' outbox: the person is waiting for
 * it, and a link that arrives an hour later is of no use). False when it could not be sent; the
 * reason is logged, without the link.
 */
export async function sendAccountMail(mail: AccountMail): Promise<boolean> {
  if (!accountMailConfigured()) return false;
  sender ??= createEmailSender(notifyConfig.smtpUrl!);
  try {
    await sender.send({
      from: notifyConfig.from!,
      to: [{ name: '', address: mail.to }],
      messageId: `<${randomUUID()}@${siteConfig.siteUrl.hostname}>`,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      icalEvent: mail.icalEvent,
    });
    return true;
  } catch (error) {
    log.error('account_mail_failed', { to: mail.to, subject: mail.subject, error });
    return false;
  }
}

/** The full address of an admin path with a secret, for a link in an e-mail. */
export function linkTo(path: string, token: string): string {
  return new URL(`${path}?ma=${encodeURIComponent(token)}`, siteConfig.siteUrl).href;
}

function html(paragraphs: string[], button?: { link: string; action: string }): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const link = button
    ? `<p><a href="${escapeHtml(button.link)}" style="display:inline-block;padding:10px 16px;background:${brandColors.primary};color:${brandColors.primaryForeground};border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(button.action)}</a></p><p style="color:#6b7280;font-size:13px">${escapeHtml(button.link)}</p>`
    : '';
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">${body}${link}</body></html>`;
}

/**
 * A short e-mail of `paragraphs`, with a button to `button.link` when given (the link also written
 * out, for mail clients that show no buttons): the site's e-mails to one person about one thing.
 */
export function shortMail(
  to: string,
  subject: string,
  paragraphs: string[],
  button?: { link: string; action: string },
): AccountMail {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n${button ? `\n${button.link}\n` : ''}`,
    html: html(paragraphs, button),
  };
}

/** The invitation e-mail. */
export function invitationMail(to: string, role: StaffRole, link: string): AccountMail {
  const paragraphs = [
    `Bạn được mời tham gia khu quản trị ${siteConfig.brand} với vai trò “${roleLabels[role]}”.`,
    'Mở liên kết dưới đây để đặt họ tên và mật khẩu. Liên kết chỉ dùng được một lần và hết hạn sau 72 giờ.',
    'Nếu bạn không chờ lời mời này, hãy bỏ qua thư.',
  ];
  return shortMail(to, `Lời mời tham gia ${siteConfig.brand}`, paragraphs, { link, action: 'Nhận lời mời' });
}

/** The password-reset e-mail. */
export function passwordResetMail(to: string, link: string): AccountMail {
  const paragraphs = [
    `Có người vừa yêu cầu đặt lại mật khẩu cho tài khoản ${to} tại ${siteConfig.brand}.`,
    'Mở liên kết dưới đây để đặt mật khẩu mới. Liên kết chỉ dùng được một lần và hết hạn sau 60 phút; khi dùng, mọi phiên đăng nhập của tài khoản sẽ kết thúc.',
    'Nếu không phải bạn yêu cầu, hãy bỏ qua thư: mật khẩu của bạn vẫn giữ nguyên.',
  ];
  return shortMail(to, `Đặt lại mật khẩu ${siteConfig.brand}`, paragraphs, { link, action: 'Đặt mật khẩu mới' });
}
