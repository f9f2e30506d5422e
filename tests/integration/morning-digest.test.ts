import { describe, expect, it } from 'vitest';
import type { AccountMail } from '../../src/server/auth/account-mail.ts';
import { createDb } from '../../src/server/db/client.ts';
import { sendMorningDigests } from '../../src/server/sales/morning-digest.ts';
import { openPersonRequests, recordRequest } from '../../src/server/personal-data/person-requests.ts';
import { parseOfficeHours } from '../../src/lib/sales/office-hours.ts';
import { sampleLead } from '../fixtures/sample-lead.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';

// The morning digest: from 08:00 Vietnam time on working days, one e-mail per salesperson with
// their overdue and today's next steps, exactly once per person and day across instances.

const week = parseOfficeHours(['Thứ 2 – Thứ 6: 8:00 – 18:00', 'Thứ 7: 8:00 – 12:00', 'Chủ nhật: Nghỉ'])!;
// Thursday 26 November 2026, Vietnam time.
const vn = (local: string) => new Date(`${local}+07:00`);

describe.each(testDialects)('morning digest on %s', (dialect) => {
  const team = useTeamDatabase(dialect, vn('2026-11-20T08:00'));

  const givenSteps = async () => {
    const lan = await team.addMember('lan@hotelix.vn', 'sales', 'Lan');
    const minh = await team.addMember('minh@hotelix.vn', 'sales', 'Minh');
    await team.addMember('ha@hotelix.vn', 'sales', 'Hà');
    const step = (id: string, owner: string, at: string, company: string) => ({
      ...sampleLead,
      id,
      owner_id: owner,
      company_name: company,
      email_key: `${id}@vidu.vn`,
      phone_e164: null,
      next_step_kind: 'call' as const,
      next_step_note: null,
      next_step_at: vn(at).toISOString(),
    });
    await team.db
      .insertInto('contacts')
      .values([
        step('00000000-0000-4000-8000-000000000001', lan.id, '2026-11-25T15:00', 'Khách sạn Quá Hạn'),
        step('00000000-0000-4000-8000-000000000002', lan.id, '2026-11-26T14:30', 'Khách sạn Hôm Nay'),
        step('00000000-0000-4000-8000-000000000003', lan.id, '2026-11-27T09:00', 'Khách sạn Ngày Mai'),
        step('00000000-0000-4000-8000-000000000004', minh.id, '2026-11-26T10:00', 'Resort Biển Xanh'),
      ])
      .execute();
    return { lan, minh };
  };
  const mailbox = () => {
    const sent: AccountMail[] = [];
    return { sent, send: async (mail: AccountMail) => (sent.push(mail), true) };
  };

  it('sends nothing before 08:00 or on a day off, then one e-mail per salesperson with steps due', async () => {
    await givenSteps();
    const box = mailbox();
    expect(await sendMorningDigests(team.db, vn('2026-11-26T07:59'), week, box.send)).toBe(0);
    expect(await sendMorningDigests(team.db, vn('2026-11-29T09:00'), week, box.send)).toBe(0);
    expect(await sendMorningDigests(team.db, vn('2026-11-26T08:00'), week, box.send)).toBe(2);
    const lan = box.sent.find((mail) => mail.to === 'lan@hotelix.vn')!;
    expect(lan.subject).toBe('Việc hôm nay: 2 khách hàng cần liên hệ (1 quá hạn)');
    expect(lan.text.indexOf('Khách sạn Quá Hạn')).toBeLessThan(lan.text.indexOf('Khách sạn Hôm Nay'));
    expect(lan.text).toContain('Quá hạn · Gọi lại · 25/11/2026 15:00');
    expect(lan.text).not.toContain('Ngày Mai');
    expect(box.sent.find((mail) => mail.to === 'minh@hotelix.vn')!.subject).toBe(
      'Việc hôm nay: 1 khách hàng cần liên hệ',
    );
    // Later the same morning: nothing again.
    expect(await sendMorningDigests(team.db, vn('2026-11-26T08:01'), week, box.send)).toBe(0);
    expect(box.sent).toHaveLength(2);
    // The next working day sends again: what was not done is now overdue.
    expect(await sendMorningDigests(team.db, vn('2026-11-27T08:00'), week, box.send)).toBe(2);
    expect(box.sent.at(-1)!.subject).toMatch(/quá hạn\)$/);
  });

  it('sends each digest once when several instances look at the same minute', async () => {
    await givenSteps();
    const box = mailbox();
    // A second connection pool stands for a second instance on PostgreSQL (SQLite has one writer).
    const other = dialect === 'postgres' ? createDb(team.config!) : team.db;
    try {
      const at = vn('2026-11-26T08:00');
      const counts = await Promise.all([
        sendMorningDigests(team.db, at, week, box.send),
        sendMorningDigests(other, at, week, box.send),
        sendMorningDigests(team.db, at, week, box.send),
        sendMorningDigests(other, at, week, box.send),
      ]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
      expect(box.sent.map((mail) => mail.to).sort()).toEqual(['lan@hotelix.vn', 'minh@hotelix.vn']);
    } finally {
      if (other !== team.db) await other.destroy();
    }
  });

  it('sends an owner the people’s requests about their data with their clocks, and nothing when none waits', async () => {
    await givenSteps();
    const owner = await team.addMember('chu@hotelix.vn', 'owner', 'Chủ');
    const box = mailbox();
    const requests = () => openPersonRequests(team.db);
    // No request: the owner, who holds no lead, gets nothing.
    expect(await sendMorningDigests(team.db, vn('2026-11-26T08:00'), week, box.send, requests)).toBe(2);
    expect(box.sent.map((mail) => mail.to)).not.toContain('chu@hotelix.vn');

    await recordRequest(
      team.db,
      { email: 'khach@vidu.vn', kind: 'erase', detail: null },
      owner,
      vn('2026-11-26T17:00'),
    );
    expect(await sendMorningDigests(team.db, vn('2026-11-27T08:30'), week, box.send, requests)).toBe(3);
    const mail = box.sent.find((sent) => sent.to === 'chu@hotelix.vn')!;
    expect(mail.subject).toBe('Việc hôm nay: 1 yêu cầu về dữ liệu cá nhân chờ trả lời');
    expect(mail.text).toContain('- Dữ liệu cá nhân · Xóa dữ liệu · Còn 56 giờ (trả lời trước 29/11/2026 17:00)');
    expect(mail.text).toContain('http://localhost:3000/admin/du-lieu-ca-nhan');
    // The digest names no one: the owner opens the page to see who.
    expect(mail.text).not.toContain('khach@vidu.vn');
  });
});
