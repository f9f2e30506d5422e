import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingSystemPackages, systemPackages, type Machine } from './system-packages.ts';

/** A machine with every command but `lacking`, as root unless told. */
function machine(lacking: string[], { isRoot = true, passwordlessSudo = true } = {}): Machine {
  return {
    hasCommand: (command) => !lacking.includes(command),
    hasChromium: (build) => !lacking.includes(build === 'browser' ? 'chromium' : 'chromium-headless-shell'),
    isRoot,
    hasPasswordlessSudo: () => passwordlessSudo,
  };
}

describe('missingSystemPackages', () => {
  it('says nothing on a machine that has everything, as root or as a user with passwordless sudo', () => {
    expect(missingSystemPackages(machine([]))).toBeUndefined();
    expect(missingSystemPackages(machine([], { isRoot: false }))).toBeUndefined();
  });

  it("names every Debian package a fresh root machine lacks in one line, with apt-get's command", () => {
    const line = missingSystemPackages(
      machine(['chromium-headless-shell', 'chromium', 'caddy', 'systemd-analyze', 'java']),
    );
    expect(line).toBe(
      'npm test stopped before its first step: this machine lacks chromium-headless-shell (the browser Playwright drives, unless CHROMIUM_PATH names one), chromium (the whole browser, which shows notifications, for push.spec.ts), caddy (caddy validate in deploy-files.test.ts), systemd (systemd-analyze in deploy-files.test.ts), default-jre-headless (java, for the HTML checker in html-validity.test.ts); install them with `apt-get update && apt-get install -y chromium-headless-shell chromium caddy systemd default-jre-headless`.',
    );
  });

  it('names only what is missing, through sudo for a normal user', () => {
    const line = missingSystemPackages(machine(['umount'], { isRoot: false }));
    expect(line).toContain('lacks mount (mount and umount, for the full-disk and unwritable-folder tests);');
    expect(line).toContain('`sudo apt-get update && sudo apt-get install -y mount`');
    expect(line).not.toContain('caddy');
    expect(line).not.toContain('\n');
  });

  it('asks a normal user for passwordless sudo, which the full-disk test mounts through; root needs no sudo', () => {
    expect(missingSystemPackages(machine([], { isRoot: false, passwordlessSudo: false }))).toBe(
      'npm test stopped before its first step: the full-disk test mounts a small filesystem through `sudo -n`: give this user passwordless sudo, or run npm test as root.',
    );
    const withoutSudo = missingSystemPackages(machine(['sudo', 'java'], { isRoot: false }));
    expect(withoutSudo).toContain('install -y default-jre-headless sudo`; and the full-disk test mounts');
    expect(missingSystemPackages(machine(['sudo'], { passwordlessSudo: false }))).toBeUndefined();
  });

  it('checks every package .ci/run installs', () => {
    const ciRun = readFileSync(path.resolve(import.meta.dirname, '../../.ci/run'), 'utf8');
    const installed = [...ciRun.matchAll(/packages\+=\(([\w-]+)\)/g)].map((match) => match[1]);
    expect(installed.length).toBeGreaterThan(0);
    expect(systemPackages.map((item) => item.name)).toEqual(expect.arrayContaining(installed));
  });
});
