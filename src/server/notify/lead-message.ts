import escapeHtml from 'escape-html';
import { leadFacts, sourceLabel } from '../../lib/leads/lead-facts.ts';
import { siteConfig } from '../../lib/site-config.ts';
import type { ContactRow } from '../db/database.ts';

// What a notification says about a lead, once, for every channel: the e-mail's subject, text and
// HTML, and the webhook's JSON. Visitor text is escaped wherever it lands in markup.

/** Where the lead's page is in the inbox. */
export function inboxUrl(lead: Pick<ContactRow, 'id'>): string {
  return new URL(`/admin/leads/${lead.id}`, siteConfig.siteUrl).href;
}

/** The lead's facts the visitor gave, as label and value. */
function leadFields(lead: ContactRow): [label: string, value: string][] {
  return leadFacts(lead).filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '');
}

/** Subject of the sales team's e-mail: 'Khách hàng mới: <hotel> (<source>)'. */
export function salesSubject(lead: ContactRow): string {
  return `Khách hàng mới: ${lead.company_name} (${sourceLabel(lead)})`;
}

/** The sales team's e-mail as plain text. */
export function salesText(lead: ContactRow): string {
  const lines = leadFields(lead).map(([label, value]) => `${label}: ${value}`);
  return `${salesSubject(lead)}\n\n${lines.join('\n')}\n\nXem và xử lý trong hộp thư: ${inboxUrl(lead)}\n`;
}

function htmlTable(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellspacing="0" cellpadding="0">${cells}</table>`;
}

function htmlDocument(title: string, body: string): string {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">${body}</body></html>`;
}

/** The sales team's e-mail as HTML, every visitor-typed value escaped. */
export function salesHtml(lead: ContactRow): string {
  const subject = salesSubject(lead);
  return htmlDocument(
    subject,
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>${htmlTable(leadFields(lead))}<p><a href="${escapeHtml(inboxUrl(lead))}">Xem và xử lý trong hộp thư</a></p>`,
  );
}

/** Subject of the visitor's confirmation. */
export const confirmationSubject = 'Chúng tôi đã nhận được yêu cầu của bạn';

// Nothing the visitor typed goes in: anyone can enter someone else's address, and this e-mail must
// not carry their words from our domain to a stranger.
function confirmationParagraphs(lead: ContactRow): string[] {
  return [
    'Xin chào anh/chị,',
    `Cảm ơn anh/chị đã gửi yêu cầu “${sourceLabel(lead)}” cho ${siteConfig.brand}. Chuyên viên tư vấn sẽ liên hệ với anh/chị trong giờ làm việc, thường trong vòng một ngày.`,
    `Cần hỗ trợ ngay, anh/chị vui lòng gọi ${siteConfig.hotline.display} (${siteConfig.hotline.hours}) hoặc trả lời thư này.`,
    `Trân trọng,\n${siteConfig.brand}`,
  ];
}

/** The visitor's confirmation as plain text. */
export function confirmationText(lead: ContactRow): string {
  return `${confirmationParagraphs(lead).join('\n\n')}\n`;
}

/** The visitor's confirmation as HTML. */
export function confirmationHtml(lead: ContactRow): string {
  const paragraphs = confirmationParagraphs(lead).map(
    (paragraph) => `<p style="white-space:pre-line">${escapeHtml(paragraph)}</p>`,
  );
  return htmlDocument(confirmationSubject, paragraphs.join(''));
}

/** Slack's mrkdwn reads &, < and > as markup; visitor text must not open a link or mention. */
function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The webhook's body. `text` is a ready-made summary that Slack's incoming webhooks (and most chat
 * relays) post as is; `lead` carries every field for receivers that build their own message.
 */
export function webhookPayload(notificationId: string, lead: ContactRow): Record<string, unknown> {
  const lines = leadFields(lead).map(([label, value]) => `*${label}:* ${slackEscape(value)}`);
  return {
    event: 'lead.created',
    id: notificationId,
    text: `${slackEscape(salesSubject(lead))}\n${lines.join('\n')}\n<${inboxUrl(lead)}|Xem trong hộp thư>`,
    lead: {
      id: lead.id,
      source: lead.source,
      source_label: sourceLabel(lead),
      plan: lead.plan,
      company_name: lead.company_name,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      room_count: lead.room_count,
      message: lead.message,
      preferred_time: lead.preferred_time,
      page: lead.page,
      utm_source: lead.utm_source,
      utm_medium: lead.utm_medium,
      utm_campaign: lead.utm_campaign,
      utm_term: lead.utm_term,
      utm_content: lead.utm_content,
      referrer: lead.referrer,
      created_at: lead.created_at,
      inbox_url: inboxUrl(lead),
    },
  };
}
