import { parentPort, workerData } from 'node:worker_threads';
import { backupSqlite } from './sqlite-backup.ts';

// The daily backup's own thread (see backup-thread.ts): the copy's integrity check and its flush to
// disk take seconds on a large database, which on the server's thread would stall every request.
const { file, at } = workerData as { file: string; at: string };
parentPort!.postMessage(await backupSqlite(file, new Date(at)));
