import { spawnSync } from 'node:child_process';
import { chmodSync, statSync } from 'node:fs';

// Folders and files the server cannot write, for the tests of an unusable data folder, that hold for
// root too. A normal user is stopped by the modes (chmod), as an operator's slip would stop the
// service. Root writes whatever the modes say, and running the server as another user instead made it
// depend on that user reaching the project and its Node (a clone under /root: it could not start at
// all); so as root each path becomes a read-only bind mount of itself, whose writes fail with EROFS,
// which the server reads as 'is read-only' as it does EACCES. The server runs as the tests' user either way.

const asRoot = process.getuid?.() === 0;

/** Runs `mount` or `umount` with `args`; throws, saying why root needs it, when it fails. */
function run(command: 'mount' | 'umount', args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `\`${command} ${args.join(' ')}\` failed (${(result.error?.message ?? result.stderr).trim()}): as root, a folder the server cannot write is a read-only bind mount, which needs the right to mount (CAP_SYS_ADMIN), as the full-disk test's small filesystem does`,
    );
}

/**
 * Makes `paths` (folders and files, in that order when a file is in one of the folders) unwritable;
 * the function it returns makes them writable again. That function may be called more than once:
 * register it with the test's clean-ups before the folder's removal, so a test that fails half-way
 * leaves nothing read-only or mounted.
 */
export function makeUnwritable(...paths: string[]): () => void {
  const done: string[] = [];
  const writable = () => {
    // Lazily: the server may still hold a file open on the read-only mount; it opens the path again.
    for (const target of done.splice(0).reverse())
      if (asRoot) run('umount', ['--lazy', target]);
      else chmodSync(target, statSync(target).isDirectory() ? 0o755 : 0o644);
  };
  try {
    for (const target of paths) {
      if (asRoot) run('mount', ['--bind', target, target]);
      else chmodSync(target, statSync(target).isDirectory() ? 0o555 : 0o444);
      done.push(target);
      if (asRoot) run('mount', ['-o', 'remount,bind,ro', target]);
    }
  } catch (error) {
    writable();
    throw error;
  }
  return writable;
}
