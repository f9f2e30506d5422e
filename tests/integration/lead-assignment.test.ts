import { describe, expect, it } from 'vitest';
import { submitLead, type LeadSubmission } from '../../src/server/leads/lead.service.ts';
import { setTakingLeads } from '../../src/server/sales/assignment.repository.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';

// Every new lead gets an owner in its own transaction: the salesperson of the same person's earlier
// lead, else the next salesperson taking leads, round-robin; fair under concurrency.

const now = new Date('2026-11-26T02:00:00Z');
const noLimits = { perMinute: 0, perHour: 0 };

/** A trial request from visitor number `n`, or with the given person's details. */
function trial(n: number, person: Partial<Record<'email' | 'phone', string>> = {}): LeadSubmission {
  return {
    form: 'trial',
    fields: {
      company_name: `Khách sạn số ${n}`,
      name: `Khách ${n}`,
      email: person.email ?? `khach${n}@vidu.vn`,
      phone: person.phone ?? `09${String(n).padStart(8, '0')}`,
    },
    client: '203.0.113.7',
    consentVersion: '2026-11-22',
    now,
  };
}

describe.each(testDialects)('lead assignment on %s', (dialect) => {
  const team = useTeamDatabase(dialect, now);
  const ownerOf = async (leadId: string) =>
    (await team.db.selectFrom('contacts').select('owner_id').where('id', '=', leadId).executeTakeFirstOrThrow())
      .owner_id;
  const submit = async (lead: LeadSubmission) => {
    const result = await submitLead(team.db, lead, noLimits);
    if (result.kind !== 'stored') throw new Error(result.kind);
    return ownerOf(result.leadId);
  };
  const countsBy = async () => {
    const rows = await team.db.selectFrom('contacts').select('owner_id').execute();
    const counts: Record<string, number> = {};
    for (const row of rows) counts[row.owner_id ?? 'none'] = (counts[row.owner_id ?? 'none'] ?? 0) + 1;
    return counts;
  };

  it('deals leads in turn among the salespeople, never to the owner role or an editor', async () => {
    await team.addMember('chu@hotelix.vn', 'owner');
    await team.addMember('bien-tap@hotelix.vn', 'editor');
    const sales = await Promise.all(['lan', 'minh', 'ha'].map((name) => team.addMember(`${name}@hotelix.vn`, 'sales')));
    const turn = sales.map((member) => member.id).sort();
    const owners = [];
    for (let n = 0; n < 7; n++) owners.push(await submit(trial(n)));
    expect(owners).toEqual([...turn, ...turn, turn[0]]);
  });

  it('skips whoever is not taking leads, and leaves a lead unassigned when nobody is', async () => {
    const [lan, minh] = await Promise.all(['lan', 'minh'].map((name) => team.addMember(`${name}@hotelix.vn`, 'sales')));
    expect(await setTakingLeads(team.db, minh!.id, false)).toBe(true);
    expect([await submit(trial(1)), await submit(trial(2))]).toEqual([lan!.id, lan!.id]);
    await setTakingLeads(team.db, lan!.id, false);
    expect(await submit(trial(3))).toBeNull();
    await setTakingLeads(team.db, minh!.id, true);
    expect(await submit(trial(4))).toBe(minh!.id);
  });

  it('gives a repeat customer to the salesperson of their earlier lead, by phone in any form or e-mail in any case', async () => {
    const [lan, minh] = await Promise.all(['lan', 'minh'].map((name) => team.addMember(`${name}@hotelix.vn`, 'sales')));
    const first = await submit(trial(1, { phone: '0912 345 678', email: 'an@hoasen.vn' }));
    const other = first === lan!.id ? minh!.id : lan!.id;
    // Not taking new leads today: their returning customers still come to them.
    await setTakingLeads(team.db, first!, false);
    expect(await submit(trial(2, { phone: '+84 912.345.678', email: 'moi@hoasen.vn' }))).toBe(first);
    expect(await submit(trial(3, { phone: '0987 000 111', email: 'An@HoaSen.vn' }))).toBe(first);
    expect(await submit(trial(4))).toBe(other);
    // A salesperson who has left: their returning customers are dealt in turn like new ones.
    await team.db
      .updateTable('staff_users')
      .set({ deactivated_at: now.toISOString() })
      .where('id', '=', first!)
      .execute();
    expect(await submit(trial(5, { phone: '0912345678' }))).toBe(other);
  });

  it('gives a customer known by two earlier leads to the owner of the newer one, by phone or by e-mail', async () => {
    const [lan, minh] = await Promise.all(['lan', 'minh'].map((name) => team.addMember(`${name}@hotelix.vn`, 'sales')));
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    const visit = (n: number, phone: string, email: string) => submit({ ...trial(n, { phone, email }), now: at(n) });
    // Unowned leads of the same phone before anyone took leads: never an owner, and not in the way.
    await setTakingLeads(team.db, lan!.id, false);
    await setTakingLeads(team.db, minh!.id, false);
    for (let n = 1; n <= 5; n++) expect(await visit(n, '0922 222 222', `truoc${n}@hoasen.vn`)).toBeNull();
    await setTakingLeads(team.db, lan!.id, true);
    await setTakingLeads(team.db, minh!.id, true);
    // The e-mail's lead is the older, the phone's the newer: the phone's owner keeps the customer.
    const older = await visit(10, '0911 111 111', 'thu@hoasen.vn');
    const newer = await visit(11, '0922 222 222', 'khac@hoasen.vn');
    expect(newer).not.toBe(older);
    expect(await visit(12, '0922 222 222', 'thu@hoasen.vn')).toBe(newer);
    // The other way round: the phone's lead is the older, the e-mail's the newer.
    const olderByPhone = await visit(20, '0933 333 333', 'mot@hoasen.vn');
    const newerByEmail = await visit(21, '0944 444 444', 'hai@hoasen.vn');
    expect(newerByEmail).not.toBe(olderByPhone);
    expect(await visit(22, '0933 333 333', 'hai@hoasen.vn')).toBe(newerByEmail);
  });

  it('shares 200 leads sent at once between three salespeople 66–67 each', async () => {
    await Promise.all(['lan', 'minh', 'ha'].map((name) => team.addMember(`${name}@hotelix.vn`, 'sales')));
    const results = await Promise.all(Array.from({ length: 200 }, (_, n) => submitLead(team.db, trial(n), noLimits)));
    // Any other answer names itself ('unavailable': a lead waited too long for a connection).
    expect(results.map((result) => result.kind).filter((kind) => kind !== 'stored')).toEqual([]);
    const counts = Object.values(await countsBy()).sort();
    expect(counts).toEqual([66, 67, 67]);
  });
});
