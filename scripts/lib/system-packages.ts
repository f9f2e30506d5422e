import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { findChromium, type ChromiumBuild } from './chromium-path.ts';

// What `npm test` needs from the machine beyond npm's packages, checked before anything runs: on a
// fresh machine the suite stops in its first second with one line naming every Debian package it
// lacks, instead of failing test by test near the end. .ci/run installs the same packages.

/** What the check asks of the machine; the tests pass their own. */
export interface Machine {
  /** Whether `command` is an executable file in one of PATH's folders. */
  hasCommand: (command: string) => boolean;
  /** Whether a Chromium of `build` is found (chromium-path.ts: CHROMIUM_PATH, Debian's binary, Playwright's own download). */
  hasChromium: (build: ChromiumBuild) => boolean;
  isRoot: boolean;
  /** Whether `sudo -n` runs a command without asking for a password (asked only of a normal user). */
  hasPasswordlessSudo: () => boolean;
}

interface SystemPackage {
  /** Debian's name for it. */
  name: string;
  /** What needs it, as the line says it. */
  usedFor: string;
  present: (machine: Machine) => boolean;
}

/** Every Debian package the suite needs; .ci/run installs each one it lacks. */
export const systemPackages: SystemPackage[] = [
  {
    name: 'chromium-headless-shell',
    usedFor: 'the browser Playwright drives, unless CHROMIUM_PATH names one',
    present: (machine) => machine.hasChromium('headless-shell'),
  },
  {
    name: 'chromium',
    usedFor: 'the whole browser, which shows notifications, for push.spec.ts',
    present: (machine) => machine.hasChromium('browser'),
  },
  {
    name: 'caddy',
    usedFor: 'caddy validate in deploy-files.test.ts',
    present: (machine) => machine.hasCommand('caddy'),
  },
  {
    name: 'systemd',
    usedFor: 'systemd-analyze in deploy-files.test.ts',
    present: (machine) => machine.hasCommand('systemd-analyze'),
  },
  {
    name: 'default-jre-headless',
    usedFor: 'java, for the HTML checker in html-validity.test.ts',
    present: (machine) => machine.hasCommand('java'),
  },
  {
    name: 'mount',
    usedFor: 'mount and umount, for the full-disk and unwritable-folder tests',
    present: (machine) => machine.hasCommand('mount') && machine.hasCommand('umount'),
  },
  {
    name: 'sudo',
    usedFor: "the full-disk test's mount, run as a normal user",
    present: (machine) => machine.isRoot || machine.hasCommand('sudo'),
  },
];

/** The one line saying what the machine lacks and how to install it; undefined when it lacks nothing. */
export function missingSystemPackages(machine: Machine): string | undefined {
  const missing = systemPackages.filter((item) => !item.present(machine));
  // Not a package: as a normal user, the full-disk test mounts its small filesystem through `sudo -n`.
  const sudoMissing = missing.some((item) => item.name === 'sudo');
  const sudoAsks = !machine.isRoot && (sudoMissing || !machine.hasPasswordlessSudo());
  if (!missing.length && !sudoAsks) return undefined;
  const sudo = machine.isRoot ? '' : 'sudo ';
  const clauses: string[] = [];
  if (missing.length) {
    const named = missing.map((item) => `${item.name} (${item.usedFor})`).join(', ');
    const names = missing.map((item) => item.name).join(' ');
    clauses.push(
      `this machine lacks ${named}; install them with \`${sudo}apt-get update && ${sudo}apt-get install -y ${names}\``,
    );
  }
  if (sudoAsks)
    clauses.push(
      'the full-disk test mounts a small filesystem through `sudo -n`: give this user passwordless sudo, or run npm test as root',
    );
  return `npm test stopped before its first step: ${clauses.join('; and ')}.`;
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((folder) => {
    const file = path.join(folder, command);
    try {
      accessSync(file, constants.X_OK);
      return statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

/** This machine, as the check sees it. */
export const thisMachine: Machine = {
  hasCommand: onPath,
  hasChromium: (build) => {
    try {
      findChromium(build);
      return true;
    } catch {
      return false;
    }
  },
  isRoot: process.getuid?.() === 0,
  hasPasswordlessSudo: () => spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
};
