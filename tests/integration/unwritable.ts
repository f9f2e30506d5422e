import { spawnSync } from 'node:child_process';
import { chmodSync, readdirSync } from 'node:fs';
import path from 'node:path';

// A data folder the server cannot write, for the tests of an unusable one, that holds for root too.
// A normal user is stopped by the modes (chmod), as an operator's slip would stop the service. Root
// writes whatever the modes say; the server used to run as `nobody` instead, which made it depend on
// that user reaching the project and its Node (in a clone under /root the spawn fails with EACCES).
// So as root the folder, or each of its files, becomes a read-only bind mount of itself: writes fail
// with EROFS, which the server reads as 'is read-only' as it does EACCES. The server runs as the
// tests' user either way.

const asRoot = process.getuid?.() === 0;

/** Runs `mount` or `umount` with `args`; throws, saying why root needs it, when it fails. */
function run(command: 'mount' | 'umount', args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `\`${command} ${args.join(' ')}\` failed (${(result.error?.message ?? result.stderr).trim()}): as root, a folder the server cannot write is a read-only bind mount, which needs the right to mount (CAP_SYS_ADMIN), as the full-disk test's small filesystem does`,
    );
}

/** The regular files directly in `dir`. */
const filesIn = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(dir, entry.name));

/**
 * Makes the folder `dir` unwritable for the server, or with `filesOnly` the files in it alone. The
 * function it returns makes it writable again as an operator's `chmod -R u+w` would: the files made
 * meanwhile too (SQLite gives its -wal and -shm files the database file's mode). It may be called more
 * than once: register it with the test's clean-ups before the folder's removal, so a test that fails
 * half-way leaves nothing read-only or mounted.
 */
export function makeUnwritable(dir: string, { filesOnly = false } = {}): () => void {
  if (!asRoot) {
    for (const file of filesIn(dir)) chmodSync(file, 0o444);
    if (!filesOnly) chmodSync(dir, 0o555);
    return () => {
      chmodSync(dir, 0o755);
      for (const file of filesIn(dir)) chmodSync(file, 0o644);
    };
  }
  // Through a read-only folder its files are read-only too.
  const targets = filesOnly ? filesIn(dir) : [dir];
  const mounted: string[] = [];
  // Lazily: the server may still hold a file open on the read-only mount; it opens the path again.
  const writable = () => {
    for (const target of mounted.splice(0).reverse()) run('umount', ['--lazy', target]);
  };
  try {
    for (const target of targets) {
      run('mount', ['--bind', target, target]);
      mounted.push(target);
      run('mount', ['-o', 'remount,bind,ro', target]);
    }
  } catch (error) {
    writable();
    throw error;
  }
  return writable;
}
