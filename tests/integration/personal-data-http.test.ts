import { beforeAll, describe, expect, it } from 'vitest';
import { personQueryMessages } from '../../src/lib/personal-data/person-query.ts';
import { postTrialLead } from './staff-client.ts';
import { storeLead } from './stored-lead.ts';
import { useTeamServer } from './team-server.ts';
import { testDialects } from './test-databases.ts';

// 'Dữ liệu cá nhân' over HTTP on the production server and both databases: an owner finds a visitor
// who sent a form, downloads their copy (JSON and CSV), corrects their phone, and erases them after
// one confirmation, with plain form posts; a salesperson and an editor refused (403) on the page and
// both downloads; hostile requests refused with a clear 4xx, nothing changed, the server up. The
// erasure everywhere, table by table: personal-data.test.ts.

const page = '/admin/du-lieu-ca-nhan';
const visitor = {
  company_name: 'Khách sạn Hoa Sen',
  name: 'Nguyễn Thị Riêng Tư',
  email: 'Rieng.Tu+web@gmail.com',
  phone: '0901 234 567',
  page: '/',
};

describe.each(testDialects)('a person’s data over HTTP on %s', (dialect) => {
  const team = useTeamServer(dialect, 'migrated', { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
  beforeAll(async () => {
    for (const lead of [visitor, { ...visitor, name: 'Trần Văn Khác', email: 'khac@hoasen.vn', phone: '0902 000 111' }])
      await postTrialLead(team.server, lead);
  });

  const leads = () => team.db.selectFrom('contacts').select(['name', 'email', 'phone']).orderBy('created_at').execute();
  const send = (path: string, body: BodyInit, type: string, cookie = team.cookies.owner, method = 'POST') =>
    team.send(path, body, type, cookie, method);
  const html = async (response: Response) => ({ status: response.status, html: await response.text() });

  it('refuses a salesperson and an editor everything, and anyone signed out', async () => {
    for (const cookie of [team.cookies.sales, team.cookies.editor]) {
      expect((await team.client.get(page, cookie)).status).toBe(403);
      expect((await team.client.post(page, { action: 'find', q: visitor.email }, cookie)).status).toBe(403);
      expect((await team.client.post(page, { action: 'erase', confirm: 'yes', q: visitor.email }, cookie)).status).toBe(
        403,
      );
      for (const file of ['.json', '.csv'])
        expect((await team.client.post(`${page}${file}`, { q: visitor.email }, cookie)).status).toBe(403);
    }
    expect((await team.client.post(`${page}.json`, { q: visitor.email })).status).toBe(401);
    expect(await leads()).toHaveLength(2);
  });

  it('refuses hostile requests with a clear 4xx and changes nothing', async () => {
    const before = await leads();
    const form = 'application/x-www-form-urlencoded';
    const refused = [
      [await send(page, 'action=find&q=khong-phai-email', form), 422],
      [await send(page, 'action=find&q=', form), 422],
      [await send(page, `action=erase&confirm=yes&q=${'9'.repeat(400)}`, form), 422],
      [
        await send(page, JSON.stringify({ action: 'erase', confirm: 'yes', q: visitor.email }), 'application/json'),
        415,
      ],
      [await send(page, `action=explode&q=${encodeURIComponent(visitor.email)}`, form), 400],
      [await send(page, `action=find&q=${'a'.repeat(70_000)}`, form), 413],
      [
        await send(`${page}.json`, '', form, team.cookies.owner, 'GET').catch(
          () => new Response(null, { status: 405 }),
        ),
        405,
      ],
      [await send(`${page}.csv`, 'q=%FF%FE', form), 422],
    ] as const;
    for (const [response, status] of refused) expect(response.status).toBe(status);
    const unreadable = await html(await send(page, 'action=find&q=khong-phai-email', form));
    expect(unreadable.html).toContain(personQueryMessages.invalid);
    // A post from another site, through a proxy with forged headers, erases nobody and downloads nothing.
    for (const path of [page, `${page}.json`]) {
      const forged = await fetch(`${team.server.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': form,
          origin: 'https://evil.example',
          'x-forwarded-for': '203.0.113.66',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
          cookie: team.cookies.owner,
        },
        body: `action=erase&confirm=yes&q=${encodeURIComponent(visitor.email)}`,
      });
      expect(forged.status).toBe(403);
      expect(await forged.text()).not.toContain(visitor.name);
    }
    expect(await leads()).toEqual(before);
    expect((await team.client.get(page, team.cookies.owner)).status).toBe(200);
  });

  it('lets an owner find a visitor by another spelling, copy, correct and erase them, the others kept', async () => {
    const found = await html(
      await team.client.post(page, { action: 'find', q: 'riengtu@googlemail.com' }, team.cookies.owner),
    );
    expect(found.status).toBe(200);
    expect(found.html).toContain('bản ghi về “riengtu@googlemail.com”');
    expect(found.html).toContain('Yêu cầu gửi qua trang (1)');
    expect(found.html).toContain(visitor.name);
    expect(found.html).not.toContain('Trần Văn Khác');

    const json = await team.client.post(`${page}.json`, { q: '0901234567' }, team.cookies.owner);
    expect(json.headers.get('content-disposition')).toMatch(
      /^attachment; filename="du-lieu-ca-nhan-\d{4}-\d{2}-\d{2}\.json"$/u,
    );
    const copy = (await json.json()) as { ban_ghi: Array<{ ten_noi_luu: string; du_lieu: Record<string, string> }> };
    expect(copy.ban_ghi.find((record) => record.ten_noi_luu === 'Yêu cầu gửi qua trang')?.du_lieu).toMatchObject({
      'Họ tên': visitor.name,
      Email: visitor.email,
      'Số điện thoại': visitor.phone,
      'Tên khách sạn': visitor.company_name,
    });
    const bytes = Buffer.from(
      await (await team.client.post(`${page}.csv`, { q: '0901234567' }, team.cookies.owner)).arrayBuffer(),
    );
    // UTF-8 with its byte-order mark, so Excel reads the Vietnamese headings.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    expect(csv.startsWith('Nơi lưu,Mã bản ghi,Thời điểm (UTC),Trường,Giá trị\r\n')).toBe(true);
    expect(csv).toContain(`Yêu cầu gửi qua trang,`);
    expect(csv).toContain(`,Họ tên,${visitor.name}\r\n`);
    expect(csv).toContain(',Phiên bản chính sách đã đồng ý,2026-12-05\r\n');

    const corrected = await html(
      await team.client.post(
        page,
        { action: 'correct', q: visitor.email, phone: '0988 111 222', name: '', email: '' },
        team.cookies.owner,
      ),
    );
    expect(corrected.html).toContain('Đã sửa trong mọi yêu cầu và đăng ký bản tin của người này.');
    expect((await leads())[0]).toEqual({ name: visitor.name, email: visitor.email, phone: '0988 111 222' });

    // The first tap only asks, listing what will go; the confirmation erases.
    const asked = await html(
      await team.client.post(page, { action: 'confirm_erase', q: '0988111222' }, team.cookies.owner),
    );
    expect(asked.html).toContain('Xóa vĩnh viễn dữ liệu của người này?');
    expect(asked.html).toContain('<li>Yêu cầu gửi qua trang: 1</li>');
    expect(await leads()).toHaveLength(2);
    const erased = await team.client.post(
      page,
      { action: 'erase', confirm: 'yes', q: '0988111222' },
      team.cookies.owner,
    );
    expect(erased.status).toBe(303);
    expect(erased.headers.get('location')).toBe(`${page}?thong-bao=erased`);
    expect(await leads()).toEqual([{ name: 'Trần Văn Khác', email: 'khac@hoasen.vn', phone: '0902 000 111' }]);
    const after = await html(await team.client.get(`${page}?thong-bao=erased`, team.cookies.owner));
    expect(after.html).toContain('Đã xóa vĩnh viễn mọi dữ liệu về người này.');
    const again = await html(await team.client.post(page, { action: 'find', q: visitor.email }, team.cookies.owner));
    expect(again.html).toContain(`Không có dữ liệu nào về “${visitor.email}”.`);

    // The log says what was done, never to whom.
    const lines = await team.db
      .selectFrom('audit_events')
      .select(['action', 'subject', 'detail'])
      .where('action', 'like', 'personal_data_%')
      .orderBy('seq')
      .execute();
    expect(lines.map((line) => line.action)).toEqual([
      'personal_data_looked_up',
      'personal_data_exported',
      'personal_data_exported',
      'personal_data_corrected',
      'personal_data_erased',
      'personal_data_looked_up',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/riêng tư|rieng|0901|0988/iu);
  });

  it('shows the owner what goes within 30 days and keeps a customer under contract, a salesperson refused', async () => {
    const quiet = new Date(Date.now() - (730 - 14) * 86_400_000).toISOString();
    const person = { name: 'Lê Văn Cũ', email: 'cu@vidu.vn', phone: '0903 000 111', e164: '+84903000111' };
    const customer = await storeLead(team.db, person, quiet, { status: 'won' });
    const listed = await html(await team.client.get(page, team.cookies.owner));
    expect(listed.html).toContain('Sắp hết hạn lưu giữ');
    expect(listed.html).toContain('Yêu cầu của khách được giữ 24 tháng kể từ lần cuối có hoạt động');
    expect(listed.html).toContain('Lê Văn Cũ · Khách sạn của Lê Văn Cũ');
    expect(listed.html).toMatch(
      /Thành công · hoạt động cuối \d{2}\/\d{2}\/\d{4} · <strong>xóa từ \d{2}\/\d{2}\/\d{4}<\/strong>/u,
    );

    expect((await team.client.post(page, { action: 'keep', lead: customer }, team.cookies.sales)).status).toBe(403);
    const kept = await team.client.post(page, { action: 'keep', lead: customer }, team.cookies.owner);
    expect(kept.headers.get('location')).toBe(`${page}?thong-bao=kept`);
    const after = await html(await team.client.get(`${page}?thong-bao=kept`, team.cookies.owner));
    expect(after.html).toContain('Đã giữ khách hàng này theo hợp đồng');
    expect(after.html).toContain('<strong>đang giữ theo hợp đồng</strong>');
    // Kept once is kept: asked again, nothing changes; an unknown lead neither.
    expect(
      (await team.client.post(page, { action: 'keep', lead: customer }, team.cookies.owner)).headers.get('location'),
    ).toBe(`${page}?thong-bao=unchanged`);
    expect((await team.client.post(page, { action: 'keep', lead: 'x'.repeat(37) }, team.cookies.owner)).status).toBe(
      400,
    );
    const row = await team.db
      .selectFrom('contacts')
      .select('kept_under_contract')
      .where('id', '=', customer)
      .executeTakeFirstOrThrow();
    expect(row.kept_under_contract).toBe(1);
  });
});
