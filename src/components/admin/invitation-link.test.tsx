import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InvitationLink } from './invitation-link';

describe('InvitationLink', () => {
  it('offers the link shown once to select and a button that copies exactly it', () => {
    const link = 'https://hotelix.vn/admin/loi-moi?ma=abc_123';
    const html = renderToStaticMarkup(<InvitationLink email="lan@hotelix.vn" link={link} mailFailed={false} />);
    expect(html).toContain(`value="${link}"`);
    expect(html).toMatch(
      new RegExp(
        `<button type="button" data-copy="${link.replace(/[?.]/g, '\\$&')}"[^>]*>.*Sao chép liên kết mời</button>`,
      ),
    );
    expect(html).toContain('Máy chủ chưa được cấu hình gửi email.');
  });
});
