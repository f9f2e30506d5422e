import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingProblems } from './booking-problems';

// A refused booking on a phone: the marked field can be screens below the slot buttons, so the
// refusal at the top names each field, with a link that takes the visitor there.

describe('the refusal above the booking form', () => {
  it('names each refused field, in the form’s order, with a link to it', () => {
    const html = renderToStaticMarkup(
      <BookingProblems
        message="Vui lòng kiểm tra lại các thông tin được đánh dấu."
        errors={{
          phone: 'Số điện thoại không hợp lệ',
          address: 'Vui lòng nhập địa chỉ khách sạn để nhân viên đến demo.',
          slot: 'Vui lòng chọn giờ demo.',
        }}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Vui lòng kiểm tra lại các thông tin được đánh dấu.');
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [match[1], match[2]]);
    expect(links).toEqual([
      ['#booking-slot', 'Giờ demo: Vui lòng chọn giờ demo.'],
      ['#booking-address', 'Địa chỉ khách sạn: Vui lòng nhập địa chỉ khách sạn để nhân viên đến demo.'],
      ['#booking-phone', 'Số điện thoại: Số điện thoại không hợp lệ'],
    ]);
  });
});
