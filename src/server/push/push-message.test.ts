import { describe, expect, it } from 'vitest';
import { pushEvents, type PushEvent } from '../../lib/push/push-settings.ts';
import { maxPayloadBytes, pushPayload } from './push-message.ts';

const lead = {
  id: 'lead-42',
  name: 'Nguyễn Văn An',
  company_name: 'Khách sạn Hoa Sen',
  source: 'contact' as const,
  plan: null,
};
/** Friday 27 November 2026, 14:30 in Vietnam. */
const meetingAt = '2026-11-27T07:30:00.000Z';

describe('pushPayload', () => {
  it('announces a new lead with the hotel, the person and the form, and a call button', () => {
    expect(pushPayload('new_lead', lead, null, false)).toEqual({
      title: 'Khách hàng mới: Khách sạn Hoa Sen',
      body: 'Nguyễn Văn An · Liên hệ',
      url: '/admin/leads/lead-42',
      tag: 'lead-lead-42',
      call: true,
    });
  });

  it('announces a demo booked with its time in Vietnam and the person', () => {
    expect(pushPayload('demo_booked', lead, meetingAt, false)).toEqual({
      title: 'Lịch demo mới: Khách sạn Hoa Sen',
      body: 'Thứ Sáu, 27/11 · 14:30 · Nguyễn Văn An',
      url: '/admin/leads/lead-42',
      tag: 'demo-lead-42',
      call: false,
    });
  });

  it('announces a demo moved with its new time', () => {
    expect(pushPayload('demo_moved', lead, meetingAt, false)).toEqual({
      title: 'Lịch demo đổi giờ: Khách sạn Hoa Sen',
      body: 'Giờ mới: Thứ Sáu, 27/11 · 14:30',
      url: '/admin/leads/lead-42',
      tag: 'demo-lead-42',
      call: false,
    });
  });

  it('announces a demo cancelled with the time it had and the person', () => {
    expect(pushPayload('demo_cancelled', lead, meetingAt, false)).toEqual({
      title: 'Lịch demo đã hủy: Khách sạn Hoa Sen',
      body: 'Thứ Sáu, 27/11 · 14:30 · Nguyễn Văn An',
      url: '/admin/leads/lead-42',
      tag: 'demo-lead-42',
      call: false,
    });
  });

  it('escalates a lead untouched 15 minutes, urging a call', () => {
    expect(pushPayload('untouched_15', lead, null, false)).toEqual({
      title: 'Chưa liên hệ sau 15 phút: Khách sạn Hoa Sen',
      body: 'Nguyễn Văn An · Liên hệ. Gọi ngay kẻo lỡ khách.',
      url: '/admin/leads/lead-42',
      tag: 'lead-lead-42',
      call: true,
    });
  });

  it('escalates a lead untouched 30 minutes to the owners', () => {
    expect(pushPayload('untouched_30', lead, null, false)).toEqual({
      title: '30 phút chưa ai liên hệ: Khách sạn Hoa Sen',
      body: 'Nguyễn Văn An · Liên hệ',
      url: '/admin/leads/lead-42',
      tag: 'lead-lead-42',
      call: true,
    });
  });

  it('names the plan for a pricing lead, and the person when no hotel was given', () => {
    const payload = pushPayload(
      'new_lead',
      { ...lead, company_name: '', source: 'pricing', plan: 'professional' },
      null,
      false,
    );
    expect(payload.title).toBe('Khách hàng mới: Nguyễn Văn An');
    expect(payload.body).toBe('Nguyễn Văn An · Bảng giá – Gói Chuyên nghiệp');
  });

  it('offers a call only for a new lead and the untouched escalations', () => {
    const calls = Object.fromEntries(
      pushEvents.map((event) => [event, pushPayload(event, lead, meetingAt, false).call]),
    );
    expect(calls).toEqual({
      new_lead: true,
      demo_booked: false,
      demo_moved: false,
      demo_cancelled: false,
      untouched_15: true,
      untouched_30: true,
    });
  });

  it("opens the lead's page from every push", () => {
    for (const event of pushEvents)
      for (const hideDetails of [false, true])
        expect(pushPayload(event, { ...lead, id: '7f3c' }, meetingAt, hideDetails).url).toBe('/admin/leads/7f3c');
  });

  it('with details hidden, says only that something happened: no hotel, name, form or time leaves', () => {
    const hidden = (event: PushEvent) => pushPayload(event, lead, meetingAt, true);
    for (const event of ['new_lead', 'untouched_15', 'untouched_30'] as const)
      expect(hidden(event), event).toEqual({
        title: 'Có khách hàng mới',
        body: '',
        url: '/admin/leads/lead-42',
        tag: 'lead-lead-42',
        call: false,
      });
    for (const event of ['demo_booked', 'demo_moved', 'demo_cancelled'] as const)
      expect(hidden(event), event).toEqual({
        title: 'Có thay đổi lịch demo',
        body: '',
        url: '/admin/leads/lead-42',
        tag: 'demo-lead-42',
        call: false,
      });
    for (const event of pushEvents) {
      const json = JSON.stringify(hidden(event));
      for (const secret of ['Nguyễn', 'Hoa Sen', 'Liên hệ', '14:30'])
        expect(json, `${event}: ${secret}`).not.toContain(secret);
    }
  });

  it('clips long names with an ellipsis: the hotel to 80 characters, the person and form to 60', () => {
    const long = {
      ...lead,
      name: 'Trần Thị Bích Ngọc '.repeat(10),
      company_name: 'Khách sạn Mường Thanh Luxury '.repeat(10),
    };
    const payload = pushPayload('new_lead', long, null, false);
    const hotel = payload.title.slice('Khách hàng mới: '.length);
    expect(hotel).toHaveLength(80);
    expect(hotel).toBe(`${long.company_name.slice(0, 79)}…`);
    const [name, form] = payload.body.split(' · ');
    expect(name).toBe(`${long.name.slice(0, 59)}…`);
    expect(form).toBe('Liên hệ');
  });

  it('stays under the payload limit for 1000-character names, whatever the event', () => {
    const huge = { ...lead, name: 'Ễ'.repeat(1000), company_name: 'Ữ'.repeat(1000) };
    for (const event of pushEvents) {
      const bytes = Buffer.byteLength(JSON.stringify(pushPayload(event, huge, meetingAt, false)));
      expect(bytes, event).toBeLessThanOrEqual(maxPayloadBytes);
    }
    expect(maxPayloadBytes).toBe(2048);
  });
});
