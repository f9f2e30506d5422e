import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAssistantConfig } from '../../src/server/assistant/assistant-config.ts';
import { parseLeadRetentionMonths } from '../../src/server/personal-data/lead-retention.ts';

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
});
