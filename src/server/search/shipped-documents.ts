import type { Kysely } from 'kysely';
import type { SearchKind } from '../../lib/search/search-results.ts';
import { planPriceLabel, pricingPlans } from '../../content/pricing-plans.ts';
import type { SiteConfig } from '../../lib/site-config.ts';
import type { Database } from '../db/database.ts';
import { documentHash, type SearchDocument } from './search-document.ts';
import { documentHashes, putDocument, removeDocuments } from './search-index.repository.ts';

// The searchable pages that are not content items: the landing page's pricing plans, and how to
// reach the company (hotline, Zalo, e-mail, office, hours: the contact page, from 'Thông tin công ty'),
// which the assistant answers 'văn phòng ở đâu' from. Each start, and each save of the company's
// details, compares them with what the index holds and writes only what changed. (The FAQ and the
// customer stories were here until editors published them.)

const shippedKinds: SearchKind[] = ['plan', 'contact'];

/** How to reach the company, as the contact page says it. */
function contactDocument(site: SiteConfig): SearchDocument {
  const hours = site.officeHours.length ? ` Giờ làm việc: ${site.officeHours.join('; ')}.` : '';
  return {
    id: 'contact:company',
    kind: 'contact',
    title: 'Liên hệ, địa chỉ văn phòng và giờ làm việc',
    summary: `Số điện thoại hotline ${site.hotline.display} (${site.hotline.hours}), Zalo ${site.zaloDisplay}, email ${site.salesEmail}.${hours}`,
    body: [
      `Địa chỉ văn phòng công ty: ${site.officeAddress}.`,
      `Gọi hotline ${site.hotline.display} hoặc nhắn Zalo ${site.zaloDisplay} để được tư vấn; gửi email về ${site.salesEmail}.`,
      ...site.officeHours,
    ].join('\n'),
    href: '/contact',
    publishedAt: null,
  };
}

/** Every shipped page as a document, the contact page's with `site`'s details. */
export function shippedDocuments(site: SiteConfig): SearchDocument[] {
  const plans = pricingPlans.map<SearchDocument>((plan) => ({
    id: `plan:${plan.id}`,
    kind: 'plan',
    title: plan.name,
    summary: `${planPriceLabel(plan)}${plan.period}. ${plan.description}`,
    body: plan.features.join('\n'),
    href: '/#pricing',
    publishedAt: null,
  }));
  return [...plans, contactDocument(site)];
}

/** Brings the index's shipped pages in line with this release's; how many it wrote or removed. */
export async function syncShippedDocuments(
  db: Kysely<Database>,
  documents: readonly SearchDocument[],
): Promise<number> {
  const held = new Map((await documentHashes(db, shippedKinds)).map((row) => [row.id, row.source_hash]));
  const changed = documents.filter((document) => held.get(document.id) !== documentHash(document));
  const gone = [...held.keys()].filter((id) => !documents.some((document) => document.id === id));
  const write = async (trx: Kysely<Database>) => {
    for (const document of changed) await putDocument(trx, document);
    await removeDocuments(trx, gone);
  };
  // Within the caller's transaction when there is one (a save of the company's details).
  await (db.isTransaction ? write(db) : db.transaction().execute(write));
  return changed.length + gone.length;
}
