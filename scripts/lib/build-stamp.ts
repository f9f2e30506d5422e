import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { siteConfigVariables } from '../../src/lib/site-config.ts';

/** File written next to the build recording what it was built from. */
export const stampFile = 'dist/build-stamp.json';

/** What went into the build that the sources alone do not show. */
export interface BuildStamp {
  configFingerprint: string;
}

// Prerendered pages carry the site configuration (hotline, URL, …), so a changed variable needs a rebuild.
export function configFingerprint(env: Record<string, string | undefined>): string {
  const used = siteConfigVariables.map((name) => [name, env[name] ?? '']);
  return createHash('sha256').update(JSON.stringify(used)).digest('hex').slice(0, 16);
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
  const stampPath = path.join(root, stampFile);
  let stamp: BuildStamp;
  let builtAt: number;
  try {
    stamp = JSON.parse(readFileSync(stampPath, 'utf8')) as BuildStamp;
    builtAt = statSync(stampPath).mtimeMs;
  } catch {
    return 'no build yet';
  }
  const changed = sourceEntries.find((entry) => newestMtime(path.join(root, entry)) > builtAt);
  if (changed) return `${changed} changed since the last build`;
  if (stamp.configFingerprint !== configFingerprint(env)) return 'site configuration changed since the last build';
  return null;
}
