import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { parsePushConfig } from './push-config.ts';

const salesEmail = 'kinhdoanh@khachsanso.vn';
const keys = webpush.generateVAPIDKeys();

describe('parsePushConfig', () => {
  it('needs nothing: the sales mailbox as subject, no key pair, no allowed origin, 10 seconds to answer', () => {
    expect(parsePushConfig({}, salesEmail)).toEqual({
      vapid: undefined,
      subject: 'mailto:kinhdoanh@khachsanso.vn',
      allowedOrigins: [],
      timeoutMs: 10_000,
    });
  });

  it('treats blank values as unset', () => {
    const config = parsePushConfig(
      { VAPID_PUBLIC_KEY: ' ', VAPID_PRIVATE_KEY: '', VAPID_SUBJECT: '  ', PUSH_ENDPOINT_ALLOW: ' , ' },
      salesEmail,
    );
    expect(config.vapid).toBeUndefined();
    expect(config.subject).toBe('mailto:kinhdoanh@khachsanso.vn');
    expect(config.allowedOrigins).toEqual([]);
  });

  it('takes a key pair from the environment, trimmed', () => {
    const config = parsePushConfig(
      { VAPID_PUBLIC_KEY: ` ${keys.publicKey} `, VAPID_PRIVATE_KEY: `${keys.privateKey}\n` },
      salesEmail,
    );
    expect(config.vapid).toEqual({ publicKey: keys.publicKey, privateKey: keys.privateKey });
  });

  it('refuses half a key pair, naming both variables', () => {
    const message = 'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together';
    expect(() => parsePushConfig({ VAPID_PUBLIC_KEY: keys.publicKey }, salesEmail)).toThrow(message);
    expect(() => parsePushConfig({ VAPID_PRIVATE_KEY: keys.privateKey }, salesEmail)).toThrow(message);
  });

  it('refuses a public key that is not 87 base64url characters', () => {
    for (const publicKey of [
      keys.publicKey.slice(1),
      `${keys.publicKey}A`,
      `${keys.publicKey.slice(0, 86)}+`,
      keys.privateKey,
    ])
      expect(() =>
        parsePushConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: keys.privateKey }, salesEmail),
      ).toThrow(/^Invalid configuration: VAPID_PUBLIC_KEY must be 87 base64url characters/);
  });

  it('refuses a private key that is not 43 base64url characters', () => {
    for (const privateKey of [
      keys.privateKey.slice(1),
      `${keys.privateKey}A`,
      `${keys.privateKey.slice(0, 42)}/`,
      keys.publicKey,
    ])
      expect(() =>
        parsePushConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: privateKey }, salesEmail),
      ).toThrow('Invalid configuration: VAPID_PRIVATE_KEY must be 43 base64url characters');
  });

  it('takes a mailto: or https:// subject', () => {
    expect(parsePushConfig({ VAPID_SUBJECT: 'mailto:ops@hotelix.vn' }, salesEmail).subject).toBe(
      'mailto:ops@hotelix.vn',
    );
    expect(parsePushConfig({ VAPID_SUBJECT: 'https://hotelix.vn/lien-he' }, salesEmail).subject).toBe(
      'https://hotelix.vn/lien-he',
    );
  });

  it('refuses any other subject, naming the variable and the value', () => {
    for (const subject of ['ops@hotelix.vn', 'http://hotelix.vn', 'mailto:', 'mailto:ops', 'https://'])
      expect(() => parsePushConfig({ VAPID_SUBJECT: subject }, salesEmail), subject).toThrow(
        `Invalid configuration: VAPID_SUBJECT must start with mailto: or https:// (got ${JSON.stringify(subject)})`,
      );
  });

  it('refuses a default subject made from an unusable sales e-mail', () => {
    expect(() => parsePushConfig({}, 'not an email')).toThrow(/^Invalid configuration: VAPID_SUBJECT/);
  });

  it('reads PUSH_ENDPOINT_ALLOW as origins separated by commas, their paths dropped', () => {
    expect(
      parsePushConfig(
        { PUSH_ENDPOINT_ALLOW: 'http://127.0.0.1:8089/push/abc, https://Push.Test:8443/x/y ,http://localhost:3000' },
        salesEmail,
      ).allowedOrigins,
    ).toEqual(['http://127.0.0.1:8089', 'https://push.test:8443', 'http://localhost:3000']);
  });

  it('refuses a PUSH_ENDPOINT_ALLOW entry that is not a URL, naming the variable and the entry', () => {
    for (const entry of ['not a url', '127.0.0.1:8089', '/push'])
      expect(
        () => parsePushConfig({ PUSH_ENDPOINT_ALLOW: `http://127.0.0.1:8089,${entry}` }, salesEmail),
        entry,
      ).toThrow(
        `Invalid configuration: PUSH_ENDPOINT_ALLOW must be origins separated by commas (got ${JSON.stringify(entry)})`,
      );
  });

  it('refuses a PUSH_ENDPOINT_ALLOW entry that parses as a URL but has no origin', () => {
    // 'localhost:8089' (the scheme forgotten) parses as a URL of scheme 'localhost:', whose origin is
    // 'null': kept, it would let every endpoint of opaque origin (file:, data:, …) through endpointProblem.
    for (const entry of ['localhost:8089', 'file:///tmp/push'])
      expect(() => parsePushConfig({ PUSH_ENDPOINT_ALLOW: entry }, salesEmail), entry).toThrow(
        /^Invalid configuration: PUSH_ENDPOINT_ALLOW/,
      );
  });
});
