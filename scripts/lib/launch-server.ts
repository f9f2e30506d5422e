import { spawn } from 'node:child_process';
import { chownSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A production server started for tests or the bench, on a free port with a throwaway data folder. */
export interface LaunchedServer {
  url: string;
  pid: number;
  dataDir: string;
  /** Output so far, for assertions and failure reports. */
  output: () => string;
  /** Sends SIGTERM, waits for the exit, removes the data folder; resolves to the exit code. */
  stop: () => Promise<number | null>;
  /**
   * Sends `signal` (SIGKILL to simulate a crash), waits for the exit and keeps the data folder, so a
   * server can be started again on the same data; resolves to the signal that ended the process.
   * `stop()` afterwards only removes the folder (when launchServer made it).
   */
  kill: (signal: NodeJS.Signals) => Promise<NodeJS.Signals | null>;
}

/**
 * Which user the server runs as (root's tests use another one, for whom file permissions count), and
 * when it counts as started: once its first content import has ended (the default), or once its port
 * is open (to measure its first seconds).
 */
export interface LaunchOptions {
  uid?: number;
  gid?: number;
  until?: 'imported' | 'listening';
  /**
   * A data folder to start from a copy of (the test suite's, migrated and imported once per run:
   * tests/integration/world.ts) instead of an empty one; ignored when `env` names DATA_DIR.
   */
  template?: string;
}

/**
 * Starts `scripts/serve.ts` (the build must exist) and resolves once it answers HTTP and its first
 * content import has ended: done (share images and all), or waiting for a database that cannot take it.
 */
export async function launchServer(
  env: Record<string, string> = {},
  timeoutMs = 30_000,
  { uid, gid, until = 'imported', template }: LaunchOptions = {},
): Promise<LaunchedServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'hotelix-data-'));
  if (!env.DATA_DIR && template) cpSync(template, dataDir, { recursive: true });
  if (!env.DATA_DIR && uid !== undefined) chownSync(dataDir, uid, gid ?? uid);
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    // Port 0: the system picks a free one as the server binds it, so servers started side by side (the
    // test files run in parallel) never race for a port a probe found free a moment before.
    // Its tombstone file in its own data folder, whatever the test process's is (vitest.config.ts).
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      PERSONAL_DATA_TOMBSTONES_FILE: path.join(dataDir, 'personal-data-tombstones.json'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(uid === undefined ? {} : { uid }),
    ...(gid === undefined ? {} : { gid }),
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // The server names its address in its `listening` log line.
  const listeningUrl = () => /"event":"listening","url":"(http:\/\/[^"]+)"/.exec(output)?.[1];
  const importEnded = () => /"event":"(content_ready|content_import_retrying)"/.test(output);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const code = await exited;
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    return code;
  };

  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    return child.signalCode;
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const url = listeningUrl();
    const launched = { url: url!, pid: child.pid!, dataDir, output: () => output, stop, kill };
    if (url && until === 'listening') return launched;
    try {
      if (url && importEnded()) {
        await fetch(url);
        return launched;
      }
    } catch {
      // Listening, not answering yet.
    }
    await new Promise((resolve) => setTimeout(resolve, until === 'listening' ? 10 : 100));
  }
  await stop();
  throw new Error(`The server did not start:\n${output}`);
}
