import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { siteConfigVariables } from '../../src/lib/site-config.ts';

/** File written next to the build recording what it was built from. */
export const stampFile = 'dist/build-stamp.json';

/** What went into the build that the sources alone do not show. */
export interface BuildStamp {
  configFingerprint: string;
  /** Each site variable's hash as built, so a mismatch can be named. */
  settings?: Record<string, string>;
}

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 16);

// Prerendered pages carry the site configuration (hotline, URL, …), so a changed variable needs a rebuild.
export function configFingerprint(env: Record<string, string | undefined>): string {
  return hashOf(JSON.stringify(siteConfigVariables.map((name) => [name, env[name] ?? ''])));
}

/** What a build made with `env` records about it. */
export function stampFor(env: Record<string, string | undefined>): BuildStamp {
  return {
    configFingerprint: configFingerprint(env),
    settings: Object.fromEntries(siteConfigVariables.map((name) => [name, hashOf(env[name] ?? '')])),
  };
}

function readStamp(root: string): { stamp: BuildStamp; builtAt: number } | null {
  const stampPath = path.join(root, stampFile);
  try {
    return { stamp: JSON.parse(readFileSync(stampPath, 'utf8')) as BuildStamp, builtAt: statSync(stampPath).mtimeMs };
  } catch {
    return null;
  }
}

/**
 * The site variables whose value differs from the build in `root/dist` (pages would show the old
 * ones), or ['site settings'] for a stamp too old to say which; empty when they agree or there is no build.
 */
export function settingsChangedSinceBuild(root: string, env: Record<string, string | undefined>): string[] {
  const stamp = readStamp(root)?.stamp;
  if (!stamp || stamp.configFingerprint === configFingerprint(env)) return [];
  const current = stampFor(env).settings!;
  if (!stamp.settings) return ['site settings'];
  return siteConfigVariables.filter((name) => stamp.settings![name] !== current[name]);
}

const sourceEntries = ['src', 'public', 'astro.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(entry: string): number {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
    stats.mtimeMs,
  );
}

/** Why the build in `root/dist` cannot be served as is, or null when it is current. */
export function staleBuildReason(root: string, env: Record<string, string | undefined>): string | null {
  const read = readStamp(root);
  if (!read) return 'no build yet';
  const { stamp, builtAt } = read;
  const changed = sourceEntries.find((entry) => newestMtime(path.join(root, entry)) > builtAt);
  if (changed) return `${changed} changed since the last build`;
  if (stamp.configFingerprint !== configFingerprint(env)) return 'site configuration changed since the last build';
  return null;
}
