import escapeHtml from 'escape-html';
import { leadFacts, sourceLabel } from '../../lib/leads/lead-facts.ts';
import { readStoredQuote } from '../../lib/quote/stored-quote.ts';
import { siteConfig, type SiteConfig } from '../../lib/site-config.ts';
import { cleanFreeText } from '../../lib/text/unsafe-characters.ts';
import type { ContactRow } from '../db/database.ts';

// What a notification says about a lead, once, for every channel: the e-mail's subject, text and
// HTML, and the webhook's JSON. Visitors can type line breaks and invisible characters, so their
// text never stands on a line of ours: it is quoted in one labelled block, every physical line
// behind '>', where no line break can start a line that passes for ours (a second inbox link, say).

/** Where the lead's page is in the inbox. */
export function inboxUrl(lead: Pick<ContactRow, 'id'>): string {
  return new URL(`/admin/leads/${lead.id}`, siteConfig.siteUrl).href;
}

/** Visitor text with every line break as '\n' and every other control or invisible character as '�'. */
const visible = (text: string) => cleanFreeText(text, '\uFFFD');

/** Text on one line of ours (a subject, a heading): breaks and controls become a space. */
function oneLine(text: string): string {
  return visible(text)
    .replace(/[\n\t\uFFFD]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

type Fact = [label: string, value: string];

// Facts we state ourselves stand outside the quote. A fact added to leadFacts later is quoted until
// someone decides it is ours: the safe default.
const ourLabels = new Set(['Thời gian', 'Nguồn']);

/** The salesperson a new lead was given to, as its announcements name them. */
export interface LeadOwnerContact {
  id: string;
  name: string;
  email: string;
}

/** A lead as announced: its row, and who works it (none when nobody was taking leads). */
export type AnnouncedLead = ContactRow & { owner?: LeadOwnerContact | null };

/** The lead's facts with a value: those we state, and those the visitor (or their browser) sent. */
function leadSections(lead: AnnouncedLead): { ours: Fact[]; theirs: Fact[] } {
  const facts = leadFacts(lead).filter((fact): fact is Fact => fact[1] !== null && fact[1] !== '');
  const owner: Fact = ['Người phụ trách', lead.owner ? lead.owner.name || lead.owner.email : 'Chưa giao'];
  return {
    ours: [...facts.filter(([label]) => ourLabels.has(label)), owner].map(([label, value]) => [label, oneLine(value)]),
    theirs: facts.filter(([label]) => !ourLabels.has(label)),
  };
}

const visitorCaption = 'Thông tin khách hàng gửi';
const visitorNote = 'nguyên văn, không phải nội dung của hệ thống';

/** One visitor fact as lines; continuation lines are indented so they cannot pass for another field. */
function factLines(label: string, value: string, escape: (text: string) => string = (text) => text): string[] {
  const [first, ...rest] = visible(value).split('\n').map(escape);
  return [`${label} ${first}`, ...rest.map((line) => `  ${line}`)];
}

/** Every physical line behind the quote marker, so nothing inside can end the quote. */
function quoted(lines: string[]): string[] {
  return lines.flatMap((line) => line.split('\n')).map((line) => `> ${line}`.trimEnd());
}

/** Heading of our messages: nothing the visitor typed, so it can only say what we say. */
function heading(lead: ContactRow): string {
  return `Khách hàng mới (${oneLine(sourceLabel(lead))})`;
}

/** Subject of the sales team's e-mail: 'Khách hàng mới: <hotel> (<source>)', on one line. */
export function salesSubject(lead: ContactRow): string {
  return `Khách hàng mới: ${oneLine(lead.company_name)} (${oneLine(sourceLabel(lead))})`;
}

/** The sales team's e-mail as plain text: our lines and the inbox link, then the visitor's, quoted. */
export function salesText(lead: AnnouncedLead): string {
  const { ours, theirs } = leadSections(lead);
  return [
    heading(lead),
    '',
    ...ours.map(([label, value]) => `${label}: ${value}`),
    `Xem và xử lý trong hộp thư: ${inboxUrl(lead)}`,
    '',
    `${visitorCaption} (${visitorNote}):`,
    ...quoted(theirs.flatMap(([label, value]) => factLines(`${label}:`, value))),
    '',
  ].join('\n');
}

function htmlTable(rows: Fact[]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(visible(value))}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellspacing="0" cellpadding="0">${cells}</table>`;
}

/** An e-mail's HTML document around `body`, in the house's plain style. */
export function htmlDocument(title: string, body: string): string {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">${body}</body></html>`;
}

/** The sales team's e-mail as HTML: the visitor's facts escaped, in a captioned quotation of their own. */
export function salesHtml(lead: AnnouncedLead): string {
  const { ours, theirs } = leadSections(lead);
  const quotation = `<blockquote style="margin:16px 0;padding:8px 12px;border-left:4px solid #9ca3af;background:#f3f4f6"><p style="margin:0 0 8px"><strong>${visitorCaption}</strong> <span style="color:#4b5563">(${visitorNote})</span></p>${htmlTable(theirs)}</blockquote>`;
  return htmlDocument(
    salesSubject(lead),
    `<h1 style="font-size:18px">${escapeHtml(heading(lead))}</h1>${htmlTable(ours)}<p><a href="${escapeHtml(inboxUrl(lead))}">Xem và xử lý trong hộp thư</a></p>${quotation}`,
  );
}

/** Subject of the visitor's confirmation. */
export const confirmationSubject = 'Chúng tôi đã nhận được yêu cầu của anh/chị';

// Nothing the visitor typed goes in: anyone can enter someone else's address, and this e-mail must
// not carry their words from our domain to a stranger.
function confirmationParagraphs(lead: ContactRow, site: SiteConfig): string[] {
  return [
    'Xin chào anh/chị,',
    `Cảm ơn anh/chị đã gửi yêu cầu “${sourceLabel(lead)}” cho ${site.brand}. Chuyên viên tư vấn sẽ liên hệ với anh/chị trong giờ làm việc, thường trong vòng một ngày.`,
    `Cần hỗ trợ ngay, anh/chị vui lòng gọi ${site.hotline.display} (${site.hotline.hours}) hoặc trả lời thư này.`,
    `Trân trọng,\n${site.brand}`,
  ];
}

/** The visitor's confirmation as plain text, with the company's details `site` (the hotline). */
export function confirmationText(lead: ContactRow, site: SiteConfig = siteConfig): string {
  return `${confirmationParagraphs(lead, site).join('\n\n')}\n`;
}

/** The visitor's confirmation as HTML. */
export function confirmationHtml(lead: ContactRow, site: SiteConfig = siteConfig): string {
  const paragraphs = confirmationParagraphs(lead, site).map(
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
 * relays) post as is, the visitor's facts in a quote after our link; `lead` carries every field as
 * stored, for receivers that build their own message.
 */
export function webhookPayload(notificationId: string, lead: AnnouncedLead): Record<string, unknown> {
  const { ours, theirs } = leadSections(lead);
  const text = [
    slackEscape(heading(lead)),
    `<${inboxUrl(lead)}|Xem trong hộp thư>`,
    ...ours.map(([label, value]) => `*${label}:* ${slackEscape(value)}`),
    `*${visitorCaption}* (${visitorNote}):`,
    ...quoted(theirs.flatMap(([label, value]) => factLines(`*${label}:*`, value, slackEscape))),
  ].join('\n');
  return {
    event: 'lead.created',
    id: notificationId,
    text,
    // Whom to mention: a chat relay can map the address to the salesperson's chat account.
    owner: lead.owner ? { id: lead.owner.id, name: lead.owner.name, email: lead.owner.email } : null,
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
      quote: readStoredQuote(lead.quote),
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
