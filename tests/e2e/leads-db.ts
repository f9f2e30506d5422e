import path from 'node:path';
import { expect, type Locator } from '@playwright/test';
import { createDb } from '../../src/server/db/client.ts';
import type { ContactRow, NewsletterSubscriberRow } from '../../src/server/db/database.ts';

/** The SQLite database of the server the suite runs against; the caller destroys it. */
export const openDb = () => createDb({ dialect: 'sqlite', file: path.join(process.env.E2E_DATA_DIR!, 'site.db') });

/** The leads stored under `email` by the server the suite runs against (its SQLite file). */
export async function leadsByEmail(email: string): Promise<ContactRow[]> {
  const db = openDb();
  try {
    return await db.selectFrom('contacts').selectAll().where('email', '=', email).execute();
  } finally {
    await db.destroy();
  }
}

/**
 * Puts the webhook announcing the lead of `email` in the state the notifier leaves it in after ten
 * failed attempts (hours of them), once the server has delivered it.
 */
export async function failWebhookOf(email: string, error: string): Promise<void> {
  const db = openDb();
  try {
    const lead = await db.selectFrom('contacts').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const webhook = db
      .selectFrom('notifications')
      .select('status')
      .where('contact_id', '=', lead.id)
      .where('channel', '=', 'webhook');
    await expect.poll(async () => (await webhook.executeTakeFirst())?.status).toBe('delivered');
    await db
      .updateTable('notifications')
      .set({ status: 'failed', attempts: 10, last_error: error, delivered_at: null })
      .where('contact_id', '=', lead.id)
      .where('channel', '=', 'webhook')
      .execute();
  } finally {
    await db.destroy();
  }
}

/** The newsletter subscriptions stored under `email`. */
export async function subscribersByEmail(email: string): Promise<NewsletterSubscriberRow[]> {
  const db = openDb();
  try {
    return await db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).execute();
  } finally {
    await db.destroy();
  }
}

/** An address no other test uses, so each test finds only its own leads. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@khachsan.vn`;
}

/** A mobile number ('09xx xxx xxx') no other test is likely to book with: one demo ahead per phone. */
export function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return `09${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}

/**
 * Brings `inside` into view (forms hydrate when visible) and waits until its island has hydrated
 * (Astro drops the island's `ssr` attribute then). A submit before that is a plain HTML post.
 */
export async function hydrated(inside: Locator): Promise<Locator> {
  if (await inside.isVisible()) await inside.scrollIntoViewIfNeeded();
  await expect(inside.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/);
  return inside;
}

/** A field of an island that waits for first use (client:interaction): the visitor focuses it, then it is live. */
export async function firstUse(field: Locator): Promise<Locator> {
  await field.focus();
  return hydrated(field);
}

/**
 * Gives the leads stored under `emails` to the staff member `ownerEmail`, as new and uncontacted,
 * sent `minutesAgo[i]` minutes ago: a salesperson's morning, whatever the round robin did meanwhile.
 */
export async function giveNewLeads(emails: string[], ownerEmail: string, minutesAgo: number[]): Promise<string[]> {
  const db = openDb();
  try {
    const owner = await db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', ownerEmail)
      .executeTakeFirstOrThrow();
    const ids: string[] = [];
    for (const [index, email] of emails.entries()) {
      const lead = await db.selectFrom('contacts').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const createdAt = new Date(Date.now() - (minutesAgo[index] ?? 0) * 60_000).toISOString();
      await db
        .updateTable('contacts')
        .set({ owner_id: owner.id, created_at: createdAt, status: 'new', first_response_at: null })
        .where('id', '=', lead.id)
        .execute();
      ids.push(lead.id);
    }
    return ids;
  } finally {
    await db.destroy();
  }
}

/** The lead stored under `email`, as the database has it now. */
export async function leadOf(email: string): Promise<ContactRow> {
  return (await leadsByEmail(email))[0]!;
}

/** The body of a quote request for 24 rooms, 24 locks and 48 cards, paid yearly (the page's form, as JSON). */
export function quoteRequest(who: { name: string; company_name: string; email: string; phone: string }) {
  return { ...who, page: '/bao-gia', phong: '24', goi: '', ky: 'nam', khoa: '24', the: '48', board: '0' };
}

/** The calls logged on the lead stored under `email`: their outcomes, oldest first. */
export async function callsOf(email: string): Promise<string[]> {
  const db = openDb();
  try {
    const rows = await db
      .selectFrom('lead_events')
      .innerJoin('contacts', 'contacts.id', 'lead_events.contact_id')
      .select('lead_events.outcome')
      .where('contacts.email', '=', email)
      .where('lead_events.kind', '=', 'call')
      .orderBy('lead_events.created_at')
      .execute();
    return rows.map((row) => row.outcome ?? '');
  } finally {
    await db.destroy();
  }
}

/** Fills the fields of `form` named by their labels, in order. */
export async function fillByLabel(form: Locator, values: Array<[label: string, value: string]>): Promise<void> {
  for (const [label, value] of values) await form.getByLabel(label).fill(value);
}

/** A message for the contact page's form, by field label. */
export const contactMessage: Array<[label: string, value: string]> = [
  ['Họ và tên', 'Ngô Bảo Châu'],
  ['Tên khách sạn', 'Homestay Đà Lạt Xanh'],
  ['Email', 'chau@dalatxanh.vn'],
  ['Số điện thoại', '0263 382 1111'],
  ['Nội dung tin nhắn', 'Xin báo giá gói Chuyên nghiệp.'],
];
