import Bowser from 'bowser';

/** 'Chrome trên Android', from a User-Agent, for the member's list of sessions. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Thiết bị không rõ';
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name || 'Trình duyệt không rõ';
  return os.name ? `${name} trên ${os.name}` : name;
}
