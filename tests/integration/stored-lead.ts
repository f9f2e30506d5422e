import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { ContactTable, Database } from '../../src/server/db/database.ts';

/** Who a stored lead is from. */
export interface LeadPerson {
  name: string;
  email: string;
  phone: string;
  /** The phone in E.164. */
  e164: string;
}

/**
 * Stores a lead from `person` as the forms would (a demo request from /dat-lich-demo), with `extra`
 * columns over the defaults; returns its id. For tests of what happens to leads once stored.
 */
export async function storeLead(
  db: Kysely<Database>,
  person: LeadPerson,
  createdAt: string,
  extra: Partial<Insertable<ContactTable>> = {},
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('contacts')
    .values({
      id,
      company_name: `Khách sạn của ${person.name}`,
      name: person.name,
      email: person.email,
      phone: person.phone,
      message: `Tôi là ${person.name}, gọi ${person.phone}`,
      room_count: 30,
      source: 'demo',
      plan: null,
      preferred_time: null,
      page: '/dat-lich-demo',
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      referrer: null,
      consent_version: '2026-11-22',
      consent_at: createdAt,
      quote: null,
      created_at: createdAt,
      search_text: `${person.name} ${person.email} ${person.phone}`.toLowerCase(),
      email_key: person.email.toLowerCase(),
      phone_e164: person.e164,
      ...extra,
    })
    .execute();
  return id;
}
