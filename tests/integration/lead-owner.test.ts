import { describe, expect, it } from 'vitest';
import { sampleLead } from '../fixtures/sample-lead.ts';
import { handleLeadAction } from '../../src/server/inbox/lead-actions.ts';
import { leadEvents } from '../../src/server/inbox/inbox.repository.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';

// Who may give a lead to whom, on both databases: the owner role anyone's to anyone; a salesperson
// their own, or an unassigned one to themselves, never a colleague's; never to a non-salesperson.

const now = new Date('2026-11-26T02:00:00Z');

describe.each(testDialects)('reassigning a lead on %s', (dialect) => {
  const team = useTeamDatabase(dialect, now);
  const ownerOf = async () =>
    (await team.db.selectFrom('contacts').select('owner_id').executeTakeFirstOrThrow()).owner_id;
  let minute = 0;
  // A minute apart, so the timeline's order is the order of the moves.
  const give = (to: string, by: Parameters<typeof handleLeadAction>[3]) =>
    handleLeadAction(
      team.db,
      sampleLead.id,
      new URLSearchParams({ action: 'owner', owner: to }),
      by,
      new Date(now.getTime() + ++minute * 60_000),
    );

  it('lets each role move only what it may, and puts every move on the timeline', async () => {
    const chu = await team.addMember('chu@hotelix.vn', 'owner', 'Chủ');
    const lan = await team.addMember('lan@hotelix.vn', 'sales', 'Lan');
    const minh = await team.addMember('minh@hotelix.vn', 'sales', 'Minh');
    const editor = await team.addMember('bien-tap@hotelix.vn', 'editor');
    await team.db.insertInto('contacts').values(sampleLead).execute();

    expect(await give(lan.id, minh)).toBe('not_allowed');
    expect(await give(minh.id, minh)).toBe('saved');
    expect(await give(lan.id, lan)).toBe('not_allowed');
    expect(await give(lan.id, minh)).toBe('saved');
    expect(await ownerOf()).toBe(lan.id);
    // Not to someone who does not sell, nor to an account that is gone.
    expect(await give(editor.id, chu)).toBe('unchanged');
    expect(await give(chu.id, chu)).toBe('unchanged');
    expect(await give(crypto.randomUUID(), chu)).toBe('unchanged');
    expect(await give(minh.id, chu)).toBe('saved');
    expect(await give('', chu)).toBe('saved');
    expect(await ownerOf()).toBeNull();
    const moves = (await leadEvents(team.db, sampleLead.id)).filter((event) => event.kind === 'owner');
    expect(moves.map((event) => event.note)).toEqual([
      'Giao khách hàng: Chưa giao → Minh',
      'Giao khách hàng: Minh → Lan',
      'Giao khách hàng: Lan → Minh',
      'Giao khách hàng: Minh → Chưa giao',
    ]);
  });
});
