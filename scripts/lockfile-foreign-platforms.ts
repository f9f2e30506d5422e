import { readFileSync, writeFileSync } from 'node:fs';

// This machine's npm registry mirror serves the platform-specific binary packages of Linux x64 only,
// so `npm install` here writes a lockfile without the other platforms' optional binaries, and
// `npm ci` then refuses it as out of sync. This adds the missing entries, with the os/cpu/libc
// that their names state, exactly as npm writes them against the public registry; npm ci skips
// them on any other platform without fetching anything. Run after changing dependencies:
//   node scripts/lockfile-foreign-platforms.ts

interface LockPackage {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const operatingSystems = ['aix', 'android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'sunos', 'win32'];

/** The platform a binary package's name states (`oxide-linux-arm64-musl`), or null if it names none. */
const platformOf = (name: string): Pick<LockPackage, 'os' | 'cpu' | 'libc'> | null => {
  const parts = name.split('/').pop()!.split('-');
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const at = parts.findIndex((part) => operatingSystems.includes(part));
  const [os, cpu, abi] = at >= 0 ? parts.slice(at) : [];
  if (!os || !cpu) return null;
  const libc = abi === 'musl' ? ['musl'] : abi?.startsWith('gnu') ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(os === 'linux' && libc ? { libc } : {}) };
};

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockPackage> };
let added = 0;
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const platform = platformOf(name);
    if (lock.packages[key] || !platform) continue;
    lock.packages[key] = { version, optional: true, ...platform };
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries`);
