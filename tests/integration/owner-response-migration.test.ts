import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { sampleLeadBeforeRetention as sampleLead } from '../fixtures/sample-lead.ts';
import { useDatabaseBefore } from './database-before.ts';
import { testDialects } from './test-databases.ts';

// Upgrading a database with contacted leads in it: a lead keeps its first contact as its owner's own
// (the dashboard's) only when its timeline shows the owner made it; a colleague's call, a lead nobody
// has, and a lead not yet contacted get none.

describe.each(testDialects)('the owner-first-response migration on %s', (dialect) => {
  const upgrade = useDatabaseBefore(dialect, '202612011200');

  it('credits the owner with a first contact their own timeline line shows, and nobody else', async () => {
    const { db, old } = upgrade;
    const member = (id: string, email: string) => ({
      id,
      email,
      password_hash: 'x',
      role: 'sales',
      name: '',
      deactivated_at: null,
      created_at: sampleLead.created_at,
    });
    await old
      .insertInto('staff_users')
      .values([member('lan', 'lan@hotelix.vn'), member('minh', 'minh@hotelix.vn')])
      .execute();
    const { owner_response_by: _by, owner_response_minutes: _minutes, ...oldLead } = sampleLead;
    const contacted = '2026-11-23T02:30:00.000Z';
    const lead = (id: string, owner: string | null, firstContact: string | null) => ({
      ...oldLead,
      id,
      email_key: `${id}@vidu.vn`,
      owner_id: owner,
      first_response_at: firstContact,
      first_response_minutes: firstContact ? 30 : null,
    });
    await old
      .insertInto('contacts')
      .values([
        lead('by-owner', 'lan', contacted),
        lead('by-colleague', 'lan', contacted),
        lead('nobodys', null, contacted),
        lead('waiting', 'lan', null),
      ])
      .execute();
    const event = (id: string, contact: string, kind: string, author: string) => ({
      id,
      contact_id: contact,
      kind,
      status: kind === 'status' ? 'contacted' : null,
      note: null,
      author_email: author,
      created_at: contacted,
    });
    await old
      .insertInto('lead_events')
      .values([
        event('e1', 'by-owner', 'status', 'lan@hotelix.vn'),
        event('e2', 'by-owner', 'next_step', 'lan@hotelix.vn'),
        event('e3', 'by-colleague', 'call', 'minh@hotelix.vn'),
        event('e4', 'nobodys', 'call', 'lan@hotelix.vn'),
      ])
      .execute();

    expect(await migrateToLatest(old)).toContain('202612011200_owner_first_response');
    expect(
      await db
        .selectFrom('contacts')
        .select(['id', 'owner_response_by', 'owner_response_minutes', 'first_response_minutes'])
        .orderBy('id')
        .execute(),
    ).toEqual([
      { id: 'by-colleague', owner_response_by: null, owner_response_minutes: null, first_response_minutes: 30 },
      { id: 'by-owner', owner_response_by: 'lan', owner_response_minutes: 30, first_response_minutes: 30 },
      { id: 'nobodys', owner_response_by: null, owner_response_minutes: null, first_response_minutes: 30 },
      { id: 'waiting', owner_response_by: null, owner_response_minutes: null, first_response_minutes: null },
    ]);
  });
});
