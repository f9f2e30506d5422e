import { Worker } from 'node:worker_threads';
import type { WrittenBackup } from './sqlite-backup.ts';

/** Runs backupSqlite(file, at) on a worker thread, so the server's event loop never waits for it. */
export function backupInWorker(file: string, at: Date): Promise<WrittenBackup> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./backup-worker.ts', import.meta.url), {
      workerData: { file, at: at.toISOString() },
    });
    let written: WrittenBackup | undefined;
    worker.once('message', (message: WrittenBackup) => (written = message));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      written ? resolve(written) : reject(new Error(`The backup thread stopped (exit code ${code}) without a backup`)),
    );
  });
}
