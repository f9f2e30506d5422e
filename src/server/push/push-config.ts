import { siteConfig } from '../../lib/site-config.ts';

// Push settings from the environment. Every part is optional: the key pair is made at first start and
// kept in the database, and the subject defaults to the company's sales mailbox.

type Env = Record<string, string | undefined>;

export interface PushConfig {
  /** A key pair given by the environment (both or neither), instead of the one in the database. */
  vapid?: { publicKey: string; privateKey: string } | undefined;
  /** Who runs this server, for the push services (mailto: or https:). */
  subject: string;
  /** Exact origins let through although private or plain http: a test's own push service. */
  allowedOrigins: string[];
  /** How long the push service gets to answer. */
  timeoutMs: number;
}

/** The push service gets this long to answer, unless a test says otherwise. */
export const pushTimeoutMs = 10_000;

const base64url = /^[A-Za-z0-9_-]+$/;

/** Reads the push settings; throws one line naming the variable when a value is unusable. */
export function parsePushConfig(env: Env, salesEmail: string = siteConfig.salesEmail): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!!publicKey !== !!privateKey)
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  // A P-256 public key is 65 bytes (87 base64url characters), its private key 32 (43).
  if (publicKey && (!base64url.test(publicKey) || publicKey.length !== 87))
    throw new Error(
      'Invalid configuration: VAPID_PUBLIC_KEY must be 87 base64url characters (web-push generate-vapid-keys)',
    );
  if (privateKey && (!base64url.test(privateKey) || privateKey.length !== 43))
    throw new Error('Invalid configuration: VAPID_PRIVATE_KEY must be 43 base64url characters');
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:${salesEmail}`;
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject))
    throw new Error(
      `Invalid configuration: VAPID_SUBJECT must start with mailto: or https:// (got ${JSON.stringify(subject)})`,
    );
  const allowedOrigins = (env.PUSH_ENDPOINT_ALLOW ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        const url = new URL(origin);
        // 'localhost:8089' parses with 'localhost:' as its scheme, and no origin.
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
        return url.origin;
      } catch {
        throw new Error(
          `Invalid configuration: PUSH_ENDPOINT_ALLOW must be origins separated by commas (got ${JSON.stringify(origin)})`,
        );
      }
    });
  return {
    vapid: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject,
    allowedOrigins,
    timeoutMs: pushTimeoutMs,
  };
}

/** This process's push settings. */
export const pushConfig: PushConfig = parsePushConfig(process.env);
