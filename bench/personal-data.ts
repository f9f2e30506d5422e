import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { ThrowawayDatabase } from '../scripts/lib/throwaway-database.ts';
import { readPersonQuery } from '../src/lib/personal-data/person-query.ts';
import type { PersonKey } from '../src/lib/personal-data/person-records.ts';
import { emailIdentity } from '../src/lib/sales/email-identity.ts';
import { normalisePhone } from '../src/lib/sales/phone.ts';
import { createDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { eraseExpiredLeads, leadsGoingSoon } from '../src/server/personal-data/lead-retention.ts';
import { erasePerson, lookUpPerson } from '../src/server/personal-data/personal-data.ts';
import { budget } from './budget.ts';
import { dialectLabels, onThrowawayDatabase, type Dialect } from './dialects.ts';
import { leadCount, loadFixture } from './inbox-queries.ts';
import type { Cell, Section } from './report.ts';
import { percentile } from './stats.ts';

// A person's data on a full database: the inbox fixture (100,000 leads with their notes, keys as the
// forms store them), then, for people spread over it, the owner's look-up (every record naming them)
// and the erasure (one transaction: leads, notes, audit lines cleared, tombstones, the file) timed
// one after another, as /admin/du-lieu-ca-nhan runs them. Each erased person is gone for the next.

const people = 20;
const owner = { id: null, email: 'chu@hotelix.vn' };

interface Figures {
  dialect: Dialect;
  skipped?: string;
  leads?: number;
  loadAverage?: number;
  lookUp?: { p50: number; p95: number; max: number };
  erase?: { p50: number; p95: number; max: number };
  records?: number;
  /** The page's 'Sắp hết hạn lưu giữ' list, read as each view of the page reads it. */
  goingSoon?: { p50: number; p95: number; max: number };
  /** One retention round at 12 months: how many leads it erased, and how long it took. */
  round?: { erased: number; ms: number };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1)!) };
};

async function measure(dialect: Dialect, database: ThrowawayDatabase): Promise<Figures> {
  const db = createDb(database.config);
  const folder = mkdtempSync(path.join(tmpdir(), 'hotelix-bench-tombstones-'));
  try {
    await migrateToLatest(db);
    await loadFixture(db, leadCount, (lead) => ({
      ...lead,
      phone_e164: normalisePhone(lead.phone),
      email_key: emailIdentity(lead.email),
    }));
    if (dialect === 'postgres') await sql`ANALYZE`.execute(db);
    const chosen = await db
      .selectFrom('contacts')
      .select(['email'])
      .orderBy('id')
      .where('id', '>=', '00000000')
      .limit(people * 50)
      .execute();
    const keys = chosen.filter((_, index) => index % 50 === 0).map((row) => readPersonQuery(row.email) as PersonKey);
    const loadAverage = round(loadavg()[0]!);
    const lookUps: number[] = [];
    const erasures: number[] = [];
    let records = 0;
    for (const key of keys) {
      let started = performance.now();
      records += (await lookUpPerson(db, key, owner)).length;
      lookUps.push(performance.now() - started);
      started = performance.now();
      await erasePerson(db, key, owner, new Date(), path.join(folder, 'tombstones.json'));
      erasures.push(performance.now() - started);
    }
    const lists: number[] = [];
    for (let run = 0; run < 20; run += 1) {
      const started = performance.now();
      await leadsGoingSoon(db, new Date(), 30, 12);
      lists.push(performance.now() - started);
    }
    const started = performance.now();
    const erased = await eraseExpiredLeads(db, new Date(), 12);
    const sweep = { erased, ms: Math.round(performance.now() - started) };
    return {
      dialect,
      leads: leadCount,
      loadAverage,
      lookUp: summary(lookUps),
      erase: summary(erasures),
      records,
      goingSoon: summary(lists),
      round: sweep,
    };
  } finally {
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
}

export const personalDataColumns = [
  'database',
  'leads',
  'people',
  'look-up p50 / p95',
  'erasure p50 / p95 / max',
  "'Sắp hết hạn' list p50 / p95",
  'retention round (12 months)',
];

/** Builds the fixture in each database, then looks up and erases people one by one; erasure held to the budget. */
export async function measurePersonalData(): Promise<Section> {
  const results: Figures[] = [];
  for (const dialect of ['sqlite', 'postgres'] as const) {
    results.push((await onThrowawayDatabase(dialect, 'personal', (database) => measure(dialect, database))) as Figures);
  }
  const flags: string[] = [];
  const rows: Cell[][] = results.map((figures) => {
    const label = dialectLabels[figures.dialect];
    if (!figures.erase || !figures.lookUp || !figures.goingSoon || !figures.round)
      return [
        { text: label },
        { text: `not measured: ${figures.skipped}` },
        ...personalDataColumns.slice(2).map(() => ({ text: '–' })),
      ];
    const over = figures.erase.max > budget.maxErasePersonMs;
    if (over) flags.push(`${label}: erasing one person took ${figures.erase.max} ms > ${budget.maxErasePersonMs} ms`);
    return [
      { text: label },
      { text: figures.leads!.toLocaleString('en-US') },
      { text: `${people} (${figures.records} records)` },
      { text: `${figures.lookUp.p50} / ${figures.lookUp.p95} ms` },
      { text: `${figures.erase.p50} / ${figures.erase.p95} / ${figures.erase.max} ms`, flagged: over },
      { text: `${figures.goingSoon.p50} / ${figures.goingSoon.p95} ms` },
      { text: `${figures.round.erased.toLocaleString('en-US')} leads in ${figures.round.ms} ms` },
    ];
  });
  return {
    title: 'A person’s data among 100,000 leads',
    note:
      `${leadCount.toLocaleString('en-US')} fixture leads with their notes per database; ${people} people spread over them, each ` +
      `looked up (every record naming them) then erased (one transaction, tombstones in the database and the file), one after another. ` +
      `Then the page's list of what goes within 30 days, read 20 times, and one retention round at 12 months (at most 10 batches of 200). ` +
      `Budget, both databases: every erasure ≤ ${budget.maxErasePersonMs} ms. 1-minute load average as they began: ` +
      results.map((figures) => `${dialectLabels[figures.dialect]} ${figures.loadAverage ?? '–'}`).join(', ') +
      '.',
    columns: personalDataColumns,
    rows,
    flags,
    data: results,
  };
}
