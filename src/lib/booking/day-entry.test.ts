import { describe, expect, it } from 'vitest';
import { dayEntryMessages, readDayLabel, readFutureDay } from './day-entry';
import { meetingLinkMessage, readMeetingLink } from './meeting-link-rules';

describe('a day added to a list', () => {
  const today = '2026-12-05';

  it('takes today and later days, up to two years ahead', () => {
    expect(readFutureDay('2026-12-05', today)).toEqual({ day: '2026-12-05' });
    expect(readFutureDay(' 2028-12-04 ', today)).toEqual({ day: '2028-12-04' });
    expect(readFutureDay('2028-12-05', today)).toEqual({ error: dayEntryMessages.tooFar });
  });

  it('refuses yesterday and days that are not on the calendar', () => {
    expect(readFutureDay('2026-12-04', today)).toEqual({ error: dayEntryMessages.past });
    expect(readFutureDay('2027-02-30', today)).toEqual({ error: dayEntryMessages.day });
    expect(readFutureDay('05/12/2026', today)).toEqual({ error: dayEntryMessages.day });
  });

  it('keeps a note trimmed and NFC, and refuses line breaks and overlong ones', () => {
    expect(readDayLabel(`  ${'Nghỉ'.normalize('NFD')} phép `, false)).toEqual({ label: 'Nghỉ phép' });
    expect(readDayLabel('', false)).toEqual({ label: '' });
    expect(readDayLabel('', true)).toEqual({ error: dayEntryMessages.name });
    expect(readDayLabel('a\nb', false)).toEqual({ error: dayEntryMessages.label });
    expect(readDayLabel('x'.repeat(201), false)).toEqual({ error: dayEntryMessages.label });
  });
});

describe('a meeting link', () => {
  it('takes a full https:// address of a real host', () => {
    expect(readMeetingLink(' https://meet.google.com/abc-defg-hij ')).toEqual({
      link: 'https://meet.google.com/abc-defg-hij',
    });
    expect(readMeetingLink('https://us05web.zoom.us/j/123?pwd=x')).toEqual({
      link: 'https://us05web.zoom.us/j/123?pwd=x',
    });
    expect(readMeetingLink('')).toEqual({ link: '' });
  });

  it('refuses javascript:, http://, a bare word, credentials and an address by number', () => {
    for (const typed of [
      'javascript:alert(1)',
      'http://meet.google.com/abc',
      'meet.google.com/abc',
      'https://meet',
      'https://user:pass@zoom.us/j/1',
      'https://127.0.0.1/j/1',
      'https://zoom.us/j/1 2',
    ])
      expect(readMeetingLink(typed)).toEqual({ error: meetingLinkMessage });
  });
});
