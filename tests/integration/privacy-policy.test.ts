import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAssistantConfig } from '../../src/server/assistant/assistant-config.ts';
import { parseLeadRetentionMonths } from '../../src/server/personal-data/lead-retention.ts';
import { pushPayload } from '../../src/server/push/push-message.ts';
import { visitDimensions } from '../../src/lib/visits/visit-dimensions.ts';

// The privacy page promises periods; the code keeps them. Each period it states is the default of
// the setting that enforces it (tested in lead-retention.test.ts and assistant-records.test.ts), so
// a change of default that leaves the page behind fails here.

describe('the privacy page', () => {
  it('states the periods a default install keeps what it keeps', () => {
    const policy = readFileSync('src/content/legal/chinh-sach-bao-mat.md', 'utf8');
    expect(policy).toContain(
      `**Yêu cầu tư vấn, dùng thử, báo giá và demo:** ${parseLeadRetentionMonths({})} tháng kể từ lần cuối có hoạt động`,
    );
    expect(policy).toContain(`cho nhân viên tư vấn: ${parseAssistantConfig({}).retentionDays} ngày`);
  });

  it('says what the visit counts keep, and they keep no address', () => {
    const policy = readFileSync('src/content/legal/chinh-sach-bao-mat.md', 'utf8');
    expect(policy).toContain(
      'địa chỉ IP không được lưu, chuỗi ngẫu nhiên và các mã băm bị xóa trong vòng 15 phút sau khi hết ngày và không có trong bản sao lưu',
    );
    expect(policy).toContain('Việc đếm không dùng cookie và không dùng mã theo dõi của bên thứ ba.');
    // What the policy names is what the counts are kept by (tests/integration/visit-counts*.test.ts).
    expect([...visitDimensions]).toEqual(['all', 'page', 'referrer', 'source', 'medium', 'campaign', 'device']);
  });

  it('says what a push to a salesperson’s phone carries, and a push carries no more', () => {
    const policy = readFileSync('src/content/legal/chinh-sach-bao-mat.md', 'utf8');
    expect(policy).toContain('tên khách sạn, họ tên và loại yêu cầu của anh/chị được gửi đến điện thoại đó');
    expect(policy).toContain('Số điện thoại, email và nội dung anh/chị viết không nằm trong thông báo.');
    const lead = {
      id: 'l-1',
      name: 'Nguyễn Văn Hải',
      company_name: 'Khách sạn Hải Âu',
      source: 'contact' as const,
      plan: null,
    };
    const pushes = (
      ['new_lead', 'demo_booked', 'demo_moved', 'demo_cancelled', 'untouched_15', 'untouched_30'] as const
    ).map((event) => pushPayload(event, lead, '2026-12-07T03:00:00Z', false));
    // Only the fields the page names (and the lead's own page address) leave in a push.
    for (const push of pushes) expect(Object.keys(push).sort()).toEqual(['body', 'call', 'tag', 'title', 'url']);
  });
});
