import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configFingerprint, settingsChangedSinceBuild, staleBuildReason, stampFile, stampFor } from './build-stamp.ts';

describe('staleBuildReason', () => {
  let root: string;
  const env = { SITE_HOTLINE: '0900 000 000' };
  const past = new Date('2026-01-01T00:00:00Z');

  const writeSource = (file: string, when: Date) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), 'x');
    utimesSync(path.join(root, file), when, when);
    utimesSync(path.dirname(path.join(root, file)), when, when);
  };

  const writeStamp = (fingerprint: string | object) => {
    mkdirSync(path.join(root, 'dist'), { recursive: true });
    const stamp = typeof fingerprint === 'string' ? { configFingerprint: fingerprint } : fingerprint;
    writeFileSync(path.join(root, stampFile), JSON.stringify(stamp));
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'hotelix-stamp-'));
    writeSource('src/pages/index.astro', past);
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('asks for a build when there is none', () => {
    expect(staleBuildReason(root, env)).toBe('no build yet');
  });

  it('accepts a build newer than every source, made with the same configuration', () => {
    writeStamp(configFingerprint(env));
    expect(staleBuildReason(root, env)).toBeNull();
  });

  it('asks for a build when a source changed after it', () => {
    writeStamp(configFingerprint(env));
    writeSource('src/pages/index.astro', new Date(Date.now() + 60_000));
    expect(staleBuildReason(root, env)).toBe('src changed since the last build');
  });

  it('asks for a build when a site variable changed, since pages carry it', () => {
    writeStamp(configFingerprint(env));
    expect(staleBuildReason(root, { SITE_HOTLINE: '0911 111 111' })).toBe(
      'site configuration changed since the last build',
    );
  });

  it('ignores variables the pages do not use', () => {
    writeStamp(configFingerprint(env));
    expect(staleBuildReason(root, { ...env, PORT: '4000', DATABASE_URL: 'postgres://x' })).toBeNull();
  });
});

describe('settingsChangedSinceBuild', () => {
  let root: string;
  const built = { SITE_URL: 'https://hotelix.vn', SITE_HOTLINE: '0900 000 000' };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'hotelix-stamp-'));
    mkdirSync(path.join(root, 'dist'));
    writeFileSync(path.join(root, stampFile), JSON.stringify(stampFor(built)));
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names the site variables that differ from the build', () => {
    expect(settingsChangedSinceBuild(root, { ...built, SITE_URL: 'https://khac.vn' })).toEqual(['SITE_URL']);
  });

  it('finds nothing when the settings are the build’s, whatever else is set', () => {
    expect(settingsChangedSinceBuild(root, { ...built, PORT: '4000' })).toEqual([]);
  });

  it('says only that the settings differ when the stamp is too old to name them', () => {
    writeFileSync(path.join(root, stampFile), JSON.stringify({ configFingerprint: configFingerprint(built) }));
    expect(settingsChangedSinceBuild(root, { ...built, SITE_URL: 'https://khac.vn' })).toEqual(['site settings']);
  });
});
