import { spawn, type ChildProcess } from 'node:child_process';

/** Another process holding SQLite's write lock, as a backup tool or a second program would. */
export interface LockHolder {
  process: ChildProcess;
  /** Lets go of the lock (if still held) and resolves once the process has exited. */
  release: () => Promise<void>;
}

/** Starts a process that takes the write lock on `file` and holds it for `ms`, or until released. */
export async function holdWriteLock(file: string, ms: number): Promise<LockHolder> {
  const script = `
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(${JSON.stringify(file)});
    db.exec('BEGIN IMMEDIATE');
    console.log('locked');
    const release = () => { db.exec('ROLLBACK'); db.close(); process.exit(0); };
    setTimeout(release, ${ms});
    process.stdin.on('end', release).resume();`;
  const holder = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => holder.once('exit', () => resolve()));
  await new Promise((resolve, reject) => {
    holder.stdout.once('data', resolve);
    holder.once('exit', () => reject(new Error('the lock holder exited before taking the lock')));
  });
  return {
    process: holder,
    release: () => {
      holder.stdin.end();
      return exited;
    },
  };
}
