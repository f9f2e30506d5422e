import type { Kysely } from 'kysely';
import { TOTP, Secret } from 'otpauth';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { sampleLead } from '../fixtures/sample-lead.ts';
import type { AuditAction } from '../../src/lib/audit/audit-actions.ts';
import { audit } from '../../src/server/audit/audit-log.ts';
import { auditSearch, parseAuditFilter } from '../../src/server/audit/audit-filter.ts';
import { startAuditPruning } from '../../src/server/audit/audit-pruning.ts';
import { allAuditEvents, auditCursorOf, listAuditEvents } from '../../src/server/audit/audit.repository.ts';
import { signIn } from '../../src/server/auth/auth.service.ts';
import { acceptInvitation } from '../../src/server/auth/invitations.service.ts';
import { handleAccountAction } from '../../src/server/auth/my-account.service.ts';
import { insertPasswordReset } from '../../src/server/auth/password-reset.repository.ts';
import { requestPasswordReset, resetPassword } from '../../src/server/auth/password-reset.service.ts';
import { newSecretToken } from '../../src/server/auth/secret-token.ts';
import { handleTeamAction } from '../../src/server/auth/team-actions.ts';
import { handleTwoFactorAction } from '../../src/server/auth/two-factor-actions.ts';
import { enrolment } from '../../src/server/auth/two-factor.service.ts';
import type { AuditEventRow, Database } from '../../src/server/db/database.ts';
import { parseCursor, type ListCursor } from '../../src/server/http/list-query.ts';
import { handleLeadAction } from '../../src/server/inbox/lead-actions.ts';
import { teamPassword, useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';

// The audit log: every action the issue names leaves one line saying who, what, on what and from
// where; the filters and the pager find them; old lines are pruned.

const t0 = new Date('2026-11-26T02:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const form = (entries: Record<string, string>) => new URLSearchParams(entries);

async function lines(db: Kysely<Database>, filter: Record<string, string> = {}): Promise<AuditEventRow[]> {
  return listAuditEvents(db, parseAuditFilter(new URLSearchParams(filter)), null, 1000);
}
const actionsOf = (rows: AuditEventRow[]) => rows.map((row) => row.action as AuditAction).reverse();
// Services that take no clock stamp their lines with the real time: compare those without order.
const sortedActions = (rows: AuditEventRow[]) => actionsOf(rows).sort();

// Both databases for the log's own SQL (filters by period, the pager's order, pruning, a failed
// write) and for the two flows whose statements no other both-database file reaches (the team page's
// and the account page's actions).
describe.each(testDialects)('audit log on %s', (dialect) => {
  const team = useTeamDatabase(dialect, t0);
  // The throttle is noted once per address and process: each block gets addresses of its own.
  const address = (host: number) => `203.0.113.${host + (dialect === 'postgres' ? 100 : 0)}`;

  it('records what an owner does to the team, naming the account and the change', async () => {
    const owner = await team.addMember('chu@hotelix.vn', 'owner', 'Chủ');
    const lan = await team.addMember('lan@hotelix.vn', 'sales', 'Lan');
    // These lines are stamped with the real time. Now and then two landed in the same millisecond
    // and came back in a random order; with the clock held still they all do, and the order holds.
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    onTestFinished(() => void vi.useRealTimers());
    await handleTeamAction(team.db, form({ action: 'invite', email: 'ha@hotelix.vn', role: 'editor' }), owner, t0);
    await handleTeamAction(team.db, form({ action: 'role', user: lan.id, role: 'editor' }), owner, t0);
    await handleTeamAction(team.db, form({ action: 'role', user: lan.id, role: 'editor' }), owner, t0);
    await handleTeamAction(team.db, form({ action: 'deactivate', user: lan.id }), owner, t0);
    await handleTeamAction(team.db, form({ action: 'reactivate', user: lan.id }), owner, t0);
    await handleTeamAction(team.db, form({ action: 'require_two_factor', required: 'on' }), owner, t0);
    // Refused by the last-owner guard: nothing happened, so nothing is recorded.
    await handleTeamAction(team.db, form({ action: 'deactivate', user: owner.id }), owner, t0);
    const rows = await lines(team.db);
    expect(actionsOf(rows)).toEqual([
      'invitation_sent',
      'role_changed',
      'account_deactivated',
      'account_reactivated',
      'two_factor_requirement',
    ]);
    expect(rows.every((row) => row.actor_id === owner.id)).toBe(true);
    const [invited, role] = rows.slice().reverse();
    expect(invited).toMatchObject({ subject: 'ha@hotelix.vn', detail: 'Biên tập, hiện liên kết trên màn hình' });
    expect(role).toMatchObject({ subject: 'lan@hotelix.vn', detail: 'Kinh doanh → Biên tập' });
    expect(rows[0]!.detail).toBe('Bắt buộc');
  });

  // Six password hashes and checks at scrypt's real cost (the services hash new passwords as they
  // must): on a busy machine they outlast the usual 30 s.
  it(
    'records password changes and resets, ended sessions and two-factor sign-in turned on and off',
    { timeout: 90_000 },
    async () => {
      const lan = await team.addMember('lan@hotelix.vn', 'sales', 'Lan');
      await handleAccountAction(
        team.db,
        form({
          action: 'password',
          current: teamPassword,
          password: 'hoa sữa thơm ngõ nhỏ',
          confirm: 'hoa sữa thơm ngõ nhỏ',
        }),
        lan,
        'phien-hien-tai',
      );
      // Another browser signed in with the new password: ending the other sessions ends it.
      await signIn(team.db, {
        email: lan.email,
        password: 'hoa sữa thơm ngõ nhỏ',
        address: address(4),
        now: new Date(),
      });
      await handleAccountAction(team.db, form({ action: 'end_others' }), lan, 'phien-hien-tai');
      await requestPasswordReset(team.db, { email: 'lan@hotelix.vn', client: address(4), now: at(1) });
      const { token, hash } = newSecretToken();
      await insertPasswordReset(team.db, {
        id: crypto.randomUUID(),
        token_hash: hash,
        user_id: lan.id,
        created_at: at(1).toISOString(),
        expires_at: at(61).toISOString(),
      });
      await resetPassword(team.db, {
        token,
        password: 'ngày mai trời lại sáng',
        confirm: 'ngày mai trời lại sáng',
        now: at(2),
      });
      const { secret } = await enrolment(team.db, lan);
      const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at(3).getTime() });
      await handleTwoFactorAction(
        team.db,
        form({ action: 'enable', code, current: 'ngày mai trời lại sáng' }),
        lan,
        at(3),
      );
      const enrolled = { ...lan, twoFactor: true };
      await handleTwoFactorAction(team.db, form({ action: 'new_codes', current: 'ngày mai trời lại sáng' }), enrolled);
      await handleTwoFactorAction(team.db, form({ action: 'disable', current: 'ngày mai trời lại sáng' }), enrolled);
      const rows = await lines(team.db, { nguoi: 'lan@hotelix.vn' });
      expect(sortedActions(rows)).toEqual([
        'password_changed',
        'password_reset',
        'password_reset_requested',
        'recovery_codes_renewed',
        'session_ended',
        'sign_in',
        'two_factor_disabled',
        'two_factor_enabled',
      ]);
      expect(rows.find((row) => row.action === 'password_reset')!.detail).toBe('Qua liên kết gửi email');
      // Anyone can ask for a reset link: the line names the account it concerns, not an actor.
      expect(rows.find((row) => row.action === 'password_reset_requested')).toMatchObject({
        actor_email: null,
        subject: 'lan@hotelix.vn',
      });
      expect(rows.find((row) => row.action === 'session_ended')!.detail).toBe('Mọi phiên khác (1)');
    },
  );

  it('filters by person (did it, or it concerned them), action and Vietnam-time period, and pages without gaps', async () => {
    const owner = await team.addMember('chu@hotelix.vn', 'owner');
    const lan = await team.addMember('lan@hotelix.vn', 'sales');
    await audit(team.db, {
      action: 'role_changed',
      actor: owner,
      subject: lan.email,
      at: new Date('2026-11-25T16:59:59Z'),
    });
    await audit(team.db, { action: 'sign_in', actor: lan, at: new Date('2026-11-25T17:00:00Z') });
    await audit(team.db, { action: 'sign_in', actor: owner, at: new Date('2026-11-26T16:59:59Z') });
    await audit(team.db, { action: 'sign_out', actor: owner, at: new Date('2026-11-26T17:00:00Z') });
    expect(actionsOf(await lines(team.db, { nguoi: 'lan@hotelix.vn' }))).toEqual(['role_changed', 'sign_in']);
    expect(await lines(team.db, { 'hanh-dong': 'sign_in' })).toHaveLength(2);
    // 26/11 in Vietnam runs from 25/11 17:00 to 26/11 17:00 UTC.
    expect(actionsOf(await lines(team.db, { tu: '2026-11-26', den: '2026-11-26' }))).toEqual(['sign_in', 'sign_in']);
    expect(await lines(team.db, { 'hanh-dong': 'khong-co', tu: 'hôm qua' })).toHaveLength(4);
    for (let i = 0; i < 7; i++) await audit(team.db, { action: 'export_made', actor: owner, at: at(i % 3) });
    const chunks = [];
    for await (const chunk of allAuditEvents(team.db, parseAuditFilter(new URLSearchParams()), 4)) chunks.push(chunk);
    expect(chunks.map((chunk) => chunk.length)).toEqual([4, 4, 3]);
    expect(new Set(chunks.flat().map((row) => row.id)).size).toBe(11);
  });

  it('reads lines written in the same millisecond back in the order they were written, page after page', async () => {
    const owner = await team.addMember('chu@hotelix.vn', 'owner');
    // Random ids once decided the order of such lines: 120 of them put it beyond luck.
    for (let i = 1; i <= 120; i++)
      await audit(team.db, { action: 'export_made', actor: owner, detail: `${i}`, at: t0 });
    const newestFirst = Array.from({ length: 120 }, (_, i) => `${120 - i}`);
    const paged: string[] = [];
    let cursor: ListCursor | null = null;
    for (;;) {
      const rows = await listAuditEvents(team.db, parseAuditFilter(new URLSearchParams()), cursor, 50);
      paged.push(...rows.map((row) => row.detail!));
      if (rows.length < 50) break;
      // The pager's link carries the cursor as text: read it back as the page does.
      const search = new URLSearchParams(auditSearch(new URLSearchParams(), auditCursorOf(rows.at(-1)!)));
      cursor = parseCursor(search.get('sau'), 'sequence');
    }
    expect(paged).toEqual(newestFirst);
    const exported: string[] = [];
    for await (const chunk of allAuditEvents(team.db, parseAuditFilter(new URLSearchParams()), 7))
      exported.push(...chunk.map((row) => row.detail!));
    expect(exported).toEqual(newestFirst);
  });

  it('prunes lines older than the kept period and keeps the rest', async () => {
    const owner = await team.addMember('chu@hotelix.vn', 'owner');
    const day = 86_400_000;
    for (const age of [400, 366, 364, 1])
      await audit(team.db, {
        action: 'sign_in',
        actor: owner,
        detail: `${age}`,
        at: new Date(t0.getTime() - age * day),
      });
    const stop = startAuditPruning(team.db, 365, () => t0);
    await vi.waitFor(async () => expect((await lines(team.db)).map((row) => row.detail)).toEqual(['1', '364']));
    stop();
  });

  it('lets the action stand when its line cannot be written, and logs the line instead', async () => {
    const written = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await team.db.schema.dropTable('audit_events').execute();
    try {
      await expect(audit(team.db, { action: 'sign_out', actor: { email: 'lan@hotelix.vn' } })).resolves.toBeUndefined();
      const logged = written.mock.calls.map(([line]) => String(line)).join('');
      expect(logged).toContain('"event":"audit_write_failed"');
      expect(logged).toContain('lan@hotelix.vn');
    } finally {
      written.mockRestore();
    }
  });
});

// Which line each sign-in, invitation and lead action leaves: the statements they run are the ones
// above and those of admin-auth, invitations and inbox, which run on both databases.
describe('audit log of sign-ins, invitations and leads', () => {
  const team = useTeamDatabase('sqlite', t0);
  const address = (host: number) => `203.0.113.${host + 200}`;

  it('records sign-ins, wrong passwords and unknown addresses alike, with where they came from', async () => {
    const lan = await team.addMember('lan@hotelix.vn', 'sales', 'Lan');
    const attempt = { address: address(1), userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile', now: t0 };
    await signIn(team.db, { ...attempt, email: 'lan@hotelix.vn', password: teamPassword });
    await signIn(team.db, { ...attempt, email: 'lan@hotelix.vn', password: 'sai-mat-khau-2026', now: at(1) });
    await signIn(team.db, { ...attempt, email: 'khong-co@hotelix.vn', password: 'sai-mat-khau-2026', now: at(2) });
    // A password typed into the address field is not kept for a year.
    await signIn(team.db, { ...attempt, email: 'mat khau bi go nham', password: '', now: at(3) });
    const rows = await lines(team.db);
    expect(actionsOf(rows)).toEqual(['sign_in', 'sign_in_failed', 'sign_in_failed', 'sign_in_failed']);
    expect(rows[0]!.actor_email).toBe('(không phải email)');
    expect(rows.at(-1)).toMatchObject({ actor_id: lan.id, actor_email: 'lan@hotelix.vn', address: address(1) });
    expect(rows.at(-1)!.user_agent).toContain('Android 14');
    expect(rows[1]).toMatchObject({ actor_id: null, actor_email: 'khong-co@hotelix.vn' });
  });

  it('notes a throttled address once in its window, however many attempts it sends', async () => {
    await team.addMember('lan@hotelix.vn', 'sales');
    const wrong = { email: 'lan@hotelix.vn', password: 'sai-mat-khau-2026', address: address(2), now: t0 };
    for (let i = 0; i < 5; i++) await signIn(team.db, wrong);
    const results = await Promise.all(Array.from({ length: 12 }, () => signIn(team.db, wrong)));
    expect(results.every((result) => result.kind === 'throttled')).toBe(true);
    const throttled = await lines(team.db, { 'hanh-dong': 'sign_in_throttled' });
    expect(throttled).toHaveLength(1);
    expect(throttled[0]).toMatchObject({ actor_email: 'lan@hotelix.vn', address: address(2) });
    expect(await lines(team.db, { 'hanh-dong': 'sign_in_failed' })).toHaveLength(5);
  });

  it('records an invitation withdrawn, and one accepted under the new member’s name', async () => {
    const owner = await team.addMember('chu@hotelix.vn', 'owner');
    const sent = await handleTeamAction(
      team.db,
      form({ action: 'invite', email: 'ha@hotelix.vn', role: 'sales' }),
      owner,
    );
    const token = sent.kind === 'show_link' ? new URL(sent.link).searchParams.get('ma')! : '';
    const accepted = await acceptInvitation(team.db, {
      token,
      name: 'Trần Thu Hà',
      password: 'bốn mùa hoa nở ven sông',
      confirm: 'bốn mùa hoa nở ven sông',
      device: { address: address(3) },
      now: at(1),
    });
    expect(accepted.kind).toBe('accepted');
    await handleTeamAction(team.db, form({ action: 'invite', email: 'minh@hotelix.vn', role: 'sales' }), owner);
    const open = await team.db
      .selectFrom('staff_invitations')
      .select('id')
      .where('email', '=', 'minh@hotelix.vn')
      .executeTakeFirstOrThrow();
    await handleTeamAction(team.db, form({ action: 'revoke', invitation: open.id }), owner);
    const rows = await lines(team.db);
    expect(sortedActions(rows)).toEqual([
      'invitation_accepted',
      'invitation_revoked',
      'invitation_sent',
      'invitation_sent',
    ]);
    expect(rows.find((row) => row.action === 'invitation_accepted')).toMatchObject({
      actor_email: 'ha@hotelix.vn',
      detail: 'Kinh doanh',
    });
    expect(rows.find((row) => row.action === 'invitation_revoked')).toMatchObject({ subject: 'minh@hotelix.vn' });
  });

  it('records lead work by id only: a lead deleted on request leaves no personal data behind', async () => {
    const lan = await team.addMember('lan@hotelix.vn', 'sales');
    // Hers: a salesperson deletes only a lead she has.
    await team.db
      .insertInto('contacts')
      .values({ ...sampleLead, owner_id: lan.id })
      .execute();
    const id = sampleLead.id;
    const step = { step_kind: 'call', step_date: '2026-11-27', step_time: '09:00' };
    await handleLeadAction(team.db, id, form({ action: 'status', from: 'new', to: 'contacted', ...step }), lan, at(1));
    await handleLeadAction(team.db, id, form({ action: 'note', note: 'Gọi lại chiều nay.' }), lan, at(2));
    await handleLeadAction(team.db, id, form({ action: 'delete', confirm: 'yes' }), lan, at(3));
    const rows = await lines(team.db);
    expect(actionsOf(rows)).toEqual(['lead_status_changed', 'lead_deleted']);
    expect(rows[1]).toMatchObject({ subject: id, detail: 'Mới → Đã liên hệ', actor_id: lan.id });
    const stored = JSON.stringify(rows);
    for (const personal of [sampleLead.name, sampleLead.email, sampleLead.phone, sampleLead.company_name])
      expect(stored).not.toContain(personal);
  });
});
