import { hasUnsafeSingleLine } from '../text/unsafe-characters.ts';

// The link a salesperson gives for online demos. It is copied into the visitor's e-mail and
// calendar invitation, so only a full https:// address on a real host passes: no javascript:,
// no http:// (a password-less meeting over plain text), no user:password@ pretending to be a host.

/** Longest link kept (the column holds 500). */
export const meetingLinkMaxLength = 500;

export const meetingLinkMessage =
  'Đường dẫn họp phải là địa chỉ đầy đủ bắt đầu bằng https:// (Google Meet, Zoom hoặc Zalo), ví dụ https://meet.google.com/abc-defg-hij.';

/** The link to store ('' to remove it), or the message saying why it is refused. */
export function readMeetingLink(typed: string): { link: string } | { error: string } {
  const text = typed.normalize('NFC').trim();
  if (!text) return { link: '' };
  if (text.length > meetingLinkMaxLength || /\s/.test(text) || hasUnsafeSingleLine(text))
    return { error: meetingLinkMessage };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: meetingLinkMessage };
  }
  const realHost = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) && !/^[\d.]+$/.test(url.hostname);
  if (url.protocol !== 'https:' || !realHost || url.username || url.password) return { error: meetingLinkMessage };
  return { link: url.href };
}
