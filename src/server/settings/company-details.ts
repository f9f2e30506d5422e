import type { Kysely } from 'kysely';
import type { AuditActor } from '../../lib/audit/audit-actor.ts';
import {
  companyDetailsSchema,
  initialDetails,
  siteWith,
  type CompanyDetails,
} from '../../lib/company/company-details.ts';
import { siteConfig, type SiteConfig } from '../../lib/site-config.ts';
import { audit } from '../audit/index.ts';
import { bumpContentVersion } from '../content/content-version.repository.ts';
import { announceContentChange, heardContentVersion } from '../content/content-sync.ts';
import { cacheTags } from '../content/page-cache.ts';
import type { Database } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import { shippedDocuments, syncShippedDocuments } from '../search/shipped-documents.ts';
import { readCompanyRow, writeCompanyRow } from './company.repository.ts';

// Every page reads the details: they are kept in memory, on globalThis (the server bundle and
// scripts/serve.ts each load their own copy of this module), with the content version they were read
// at. Saving bumps that version with the change and announces it like a publish; every instance
// hears it (PostgreSQL's notification, or its poll within seconds) and reads them again.

const cacheKey = Symbol.for('hotelix.companyDetails');
type Cached = { version: number; details: CompanyDetails };
type WithCache = typeof globalThis & { [cacheKey]?: Cached };
const cached = () => (globalThis as WithCache)[cacheKey];

/** The saved details over the initial ones: a field added later takes its initial value. */
function parseStored(json: string | undefined): CompanyDetails {
  const initial = initialDetails(siteConfig);
  if (!json) return initial;
  try {
    const stored = JSON.parse(json) as Partial<CompanyDetails>;
    return {
      ...initial,
      ...stored,
      social: { ...initial.social, ...stored.social },
      claims: { ...initial.claims, ...stored.claims },
    };
  } catch (error) {
    log.error('company_details_unreadable', { error });
    return initial;
  }
}

/** The company's details now (read once per content version). */
export async function companyDetails(db: Kysely<Database>): Promise<CompanyDetails> {
  const version = heardContentVersion();
  const known = cached();
  if (known && known.version === version) return known.details;
  try {
    const details = parseStored(await readCompanyRow(db));
    (globalThis as WithCache)[cacheKey] = { version, details };
    return details;
  } catch (error) {
    // The database is away: the last details read, or the configuration's, rather than no page. An
    // unusable data folder is logged once where it is found (storage_unavailable), not per page.
    if (!storageProblem(error)) log.error('company_details_read_failed', { error });
    return known?.details ?? initialDetails(siteConfig);
  }
}

/** What became of a save: the details, or the reasons per field (dotted paths: 'claims.rating.value'). */
export type CompanySave = { ok: true; details: CompanyDetails } | { ok: false; errors: Record<string, string> };

/** Checks and saves the owner's details, then has every instance's pages drop what they cached. */
export async function saveCompanyDetails(
  db: Kysely<Database>,
  input: unknown,
  by: AuditActor,
  at = new Date(),
): Promise<CompanySave> {
  const read = companyDetailsSchema.safeParse(input);
  if (!read.success) {
    const errors: Record<string, string> = {};
    for (const issue of read.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return { ok: false, errors };
  }
  const details = read.data;
  const version = await db.transaction().execute(async (trx) => {
    await writeCompanyRow(trx, JSON.stringify(details), by.email, at.toISOString());
    // The assistant and the site search answer 'số hotline', 'văn phòng ở đâu' with the new details.
    await syncShippedDocuments(trx, shippedDocuments(siteWith(siteConfig, details)));
    return bumpContentVersion(trx);
  });
  (globalThis as WithCache)[cacheKey] = { version, details };
  await announceContentChange(db, version, [cacheTags.all]);
  await audit(db, { action: 'company_details_changed', actor: by, at });
  return { ok: true, details };
}

/** The site's configuration with the company's details in place, for a page to render. */
export async function currentSite(db: Kysely<Database>): Promise<SiteConfig> {
  return siteWith(siteConfig, await companyDetails(db));
}
