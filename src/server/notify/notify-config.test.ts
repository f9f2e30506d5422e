import { describe, expect, it } from 'vitest';
import { channelsOf, parseNotifyConfig } from './notify-config.ts';

const full = {
  SMTP_URL: 'smtps://thong-bao%40hotelix.vn:mat%20khau@mail.hotelix.vn',
  NOTIFY_EMAIL_TO: 'Phòng kinh doanh <sales@hotelix.vn>, lan@hotelix.vn',
  NOTIFY_EMAIL_FROM: 'Hotelix <no-reply@hotelix.vn>',
  NOTIFY_WEBHOOK_URL: 'https://hooks.slack.com/services/T000/B000/XXXX',
  NOTIFY_WEBHOOK_SECRET: 'mot-chuoi-bi-mat-du-dai',
};

describe('parseNotifyConfig', () => {
  it('turns nothing on when nothing is set', () => {
    const config = parseNotifyConfig({});
    expect(channelsOf(config)).toEqual([]);
    expect(config.leaseMs).toBe(60_000);
  });

  it('reads every channel, with named recipients', () => {
    const config = parseNotifyConfig({ ...full, NOTIFY_VISITOR_CONFIRMATION: 'on' });
    expect(channelsOf(config)).toEqual(['sales_email', 'webhook', 'visitor_email', 'meeting_visitor', 'meeting_staff']);
    expect(config.salesEmail).toEqual({
      to: [
        { name: 'Phòng kinh doanh', address: 'sales@hotelix.vn' },
        { name: '', address: 'lan@hotelix.vn' },
      ],
      from: { name: 'Hotelix', address: 'no-reply@hotelix.vn' },
    });
  });

  it('leaves the visitor confirmation off unless asked for', () => {
    expect(channelsOf(parseNotifyConfig(full))).toEqual(['sales_email', 'webhook', 'meeting_visitor', 'meeting_staff']);
    expect(channelsOf(parseNotifyConfig({ ...full, NOTIFY_VISITOR_CONFIRMATION: 'off' }))).not.toContain(
      'visitor_email',
    );
  });

  it.each([
    [{ NOTIFY_EMAIL_TO: 'sales@hotelix.vn' }, 'SMTP_URL must be set when NOTIFY_EMAIL_TO is set'],
    [{ NOTIFY_EMAIL_TO: 'sales@hotelix.vn', SMTP_URL: full.SMTP_URL }, 'NOTIFY_EMAIL_FROM must be set'],
    [{ SMTP_URL: full.SMTP_URL }, 'NOTIFY_EMAIL_TO must be set when SMTP_URL is set'],
    [{ NOTIFY_VISITOR_CONFIRMATION: 'on' }, 'SMTP_URL must be set when NOTIFY_VISITOR_CONFIRMATION is on'],
    [{ NOTIFY_WEBHOOK_URL: full.NOTIFY_WEBHOOK_URL }, 'NOTIFY_WEBHOOK_SECRET must be set'],
    [{ NOTIFY_WEBHOOK_SECRET: full.NOTIFY_WEBHOOK_SECRET }, 'NOTIFY_WEBHOOK_URL must be set'],
  ])('refuses half a channel: %o', (env, message) => {
    expect(() => parseNotifyConfig(env)).toThrow(message);
  });

  it.each([
    [{ ...full, SMTP_URL: 'mail.hotelix.vn' }, 'SMTP_URL must be a URL starting with smtp:// or smtps://'],
    [{ ...full, NOTIFY_EMAIL_TO: 'sales at hotelix' }, 'NOTIFY_EMAIL_TO must be e-mail addresses separated by commas'],
    [{ ...full, NOTIFY_EMAIL_FROM: 'a@hotelix.vn, b@hotelix.vn' }, 'NOTIFY_EMAIL_FROM must be one e-mail address'],
    [{ ...full, NOTIFY_WEBHOOK_URL: 'ftp://hotelix.vn/hook' }, 'NOTIFY_WEBHOOK_URL must be a URL starting with'],
    [{ ...full, NOTIFY_VISITOR_CONFIRMATION: 'co' }, 'NOTIFY_VISITOR_CONFIRMATION must be on or off'],
    [{ ...full, NOTIFY_LEASE_SECONDS: '5' }, 'NOTIFY_LEASE_SECONDS must be a whole number of seconds from 30 to 3600'],
  ])('names the variable of an unusable value: %o', (env, message) => {
    expect(() => parseNotifyConfig(env)).toThrow(`Invalid configuration: ${message}`);
  });

  it('never prints a secret, a password or a webhook token in the message', () => {
    expect(() => parseNotifyConfig({ ...full, NOTIFY_WEBHOOK_SECRET: 'ngan' })).toThrow(
      'NOTIFY_WEBHOOK_SECRET must be at least 16 characters (got "…")',
    );
    expect(() => parseNotifyConfig({ ...full, SMTP_URL: 'http://user:mat-khau@mail.hotelix.vn' })).toThrow('(got "…")');
    expect(() => parseNotifyConfig({ ...full, NOTIFY_WEBHOOK_URL: 'hooks.slack.com/T0/B0/token' })).toThrow(
      '(got "…")',
    );
  });
});
