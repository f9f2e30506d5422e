import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keepAliveTimeoutMs } from '../../scripts/lib/connection-timeouts.ts';
import { maxUploadBytes } from '../../src/server/media/media-rules.ts';

// deploy/ holds what an operator copies onto a server. Each file goes through the tool that will
// read it there (systemd-analyze, caddy, bash), and the promises docs/deployment.md makes about the files
// are checked against what those tools make of them, not against the text: the unit restarts the
// server and reads the env file, Caddy proxies to the port the env file sets, and so on.

const root = path.resolve(import.meta.dirname, '../..');
const read = (name: string) => readFileSync(path.join(root, 'deploy', name), 'utf8');
const scratch = mkdtempSync(path.join(tmpdir(), 'hotelix-deploy-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// A validator that is missing fails the test (a skipped check would pass CI without checking);
// .ci/run installs them.
const installHints: Record<string, string> = {
  'systemd-analyze': 'sudo apt-get install -y systemd',
  caddy: 'sudo apt-get install -y caddy',
};

/** Runs a command in the repository: its exit status, its standard output, and everything it printed. */
function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): { status: number; stdout: string; output: string } {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error(
      `${command} is not installed, and the deployment files cannot be checked without it: ${installHints[command] ?? `install ${command}`}`,
    );
  }
  if (result.error) throw result.error;
  return { status: result.status ?? -1, stdout: result.stdout, output: `${result.stdout}${result.stderr}` };
}

/** Writes `text` to a fresh scratch folder under `name`; its path. */
function scratchFile(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(scratch, 'f-')), name);
  writeFileSync(file, text);
  return file;
}

/** `text` with `from` replaced, failing loudly when the file no longer contains `from`. */
function replaced(text: string, from: string, to: string): string {
  expect(text, `the file no longer contains ${JSON.stringify(from)}`).toContain(from);
  return text.replace(from, to);
}

// ---------------------------------------------------------------------------------------------------
// hotelix.env.example

type Settings = Record<string, string>;

// Every value is plain (these characters only) or in single quotes: the two ways systemd's
// EnvironmentFile= and bash's `.` (deploy/release.sh builds with the same file) read alike.
const plainValue = /^[\p{L}\p{N}_.,:/@%+=-]*$/u;
const singleQuoted = /^'[^']*'$/;

/** The `KEY=value` lines (with `commented`, also the `# KEY=value` ones an operator turns on). */
function settingLines(text: string, { commented }: { commented: boolean }): Array<[string, string]> {
  const pattern = commented ? /^(?:# )?([A-Z][A-Z0-9_]*)=(.*)$/ : /^([A-Z][A-Z0-9_]*)=(.*)$/;
  return text.split('\n').flatMap((line) => {
    const match = pattern.exec(line);
    return match ? [[match[1]!, match[2]!] as [string, string]] : [];
  });
}

/** The settings as systemd reads them, for values that keep to the two forms above. */
function settingsOf(text: string, options: { commented: boolean }): Settings {
  return Object.fromEntries(
    settingLines(text, options).map(([key, value]) => [key, singleQuoted.test(value) ? value.slice(1, -1) : value]),
  );
}

const envExample = read('hotelix.env.example');
const shipped = settingsOf(envExample, { commented: false });
const everything = settingsOf(envExample, { commented: true });
/** The example with every setting turned on. */
const uncommented = envExample.replace(/^# ([A-Z][A-Z0-9_]*=)/gm, '$1');

describe('deploy/hotelix.env.example', () => {
  it('sets what a server behind Caddy needs', () => {
    expect(shipped.HOST).toBe('127.0.0.1');
    expect(shipped.PORT).toMatch(/^\d+$/);
    // Caddy is the one proxy: with TRUST_PROXY unset every visitor would share Caddy's address.
    expect(shipped.TRUST_PROXY).toBe('1');
    expect(new URL(shipped.SITE_URL!).protocol).toBe('https:');
    expect(shipped.DATA_DIR).toBe('/var/lib/hotelix');
    // Secrets are there to copy, but never on: a placeholder token would be a known token.
    for (const secret of [
      'METRICS_TOKEN',
      'SMTP_URL',
      'NOTIFY_WEBHOOK_SECRET',
      'DATABASE_URL',
      'ASSISTANT_LLM_API_KEY',
    ]) {
      expect(shipped[secret], secret).toBeUndefined();
      expect(everything[secret], secret).toBeDefined();
    }
  });

  it('reads the same in bash (release.sh) as in systemd', () => {
    const unportable = settingLines(envExample, { commented: true }).filter(
      ([, value]) => !plainValue.test(value) && !singleQuoted.test(value),
    );
    expect(unportable, 'values that need single quotes').toEqual([]);
    const file = scratchFile('hotelix.env', uncommented);
    const { status, stdout, output } = run('bash', ['-c', 'set -a && . "$1" && set +a && env -0', '_', file]);
    expect(status, output).toBe(0);
    const environment = Object.fromEntries(
      stdout
        .split('\0')
        .filter(Boolean)
        .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
    );
    for (const [key, value] of Object.entries(everything)) expect(environment[key], key).toBe(value);
  });

  // The server's own start-up check (the one that exits 1 with one line), on the file as shipped and
  // with every commented setting turned on: no placeholder is malformed.
  it.each([
    ['as shipped', shipped],
    ['with every setting on', everything],
  ])('passes the server configuration check %s', (_, settings) => {
    const preflight =
      "const { preflight } = await import('./scripts/lib/preflight.ts'); console.log(JSON.stringify(await preflight()));";
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', preflight], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ...settings },
    });
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ host: '127.0.0.1', port: Number(shipped.PORT) });
  });

  it('a malformed value fails the same check', () => {
    const result = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await (await import('./scripts/lib/preflight.ts')).preflight();"],
      { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...shipped, TRUST_PROXY: 'yes' } },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('TRUST_PROXY');
  });
});

// ---------------------------------------------------------------------------------------------------
// hotelix.service

/** The unit's `Key=value` lines by section; a key given twice keeps every value. */
function unitSettings(text: string): Record<string, Record<string, string[]>> {
  const sections: Record<string, Record<string, string[]>> = {};
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      continue;
    }
    const [key, ...value] = line.split('=');
    ((sections[section] ??= {})[key!.trim()] ??= []).push(value.join('=').trim());
  }
  return sections;
}

const unit = read('hotelix.service');

// `systemd-analyze verify` checks that ExecStart's program exists and is executable, and nothing
// else that belongs to the server it is installed on: not User= (no such user here),
// WorkingDirectory= (no /srv/hotelix) or EnvironmentFile= (it does not read the file), as running
// it on systemd 252 shows. So only the program is pointed at this machine: the Node 24 running these
// tests instead of /usr/bin/node, which a test machine may not have. Everything else is as shipped.
const unitHere = (text: string) => replaced(text, 'ExecStart=/usr/bin/node ', `ExecStart=${process.execPath} `);

/** What `systemd-analyze verify` says about the unit: every line naming it (a warning exits 0 too). */
function verifyUnit(text: string): string[] {
  const file = scratchFile('hotelix.service', unitHere(text));
  const { status, output } = run('systemd-analyze', ['verify', file]);
  // Lines about other units on the machine (its own broken units) are not this file's problems.
  const problems = output.split('\n').filter((line) => line.includes('hotelix.service'));
  return status === 0 || problems.length ? problems : [output.trim() || `exit status ${status}`];
}

describe('deploy/hotelix.service', () => {
  const service = unitSettings(unit).Service ?? {};

  it('passes systemd-analyze verify without a warning', () => {
    expect(verifyUnit(unit)).toEqual([]);
  });

  it.each([
    ['a misspelled setting, which systemd ignores with a warning', 'RestartSec=5s', 'RestartSecs=5s'],
    ['a value systemd cannot parse', 'Restart=on-failure', 'Restart=on-failures'],
  ])('fails verification with %s', (_, from, to) => {
    expect(verifyUnit(replaced(unit, from, to))).not.toEqual([]);
  });

  it('runs scripts/serve.ts from the current release, with the env file, as the service user', () => {
    expect(service.ExecStart).toEqual(['/usr/bin/node scripts/serve.ts']);
    expect(readFileSync(path.join(root, 'scripts/serve.ts'), 'utf8')).toContain('SIGTERM');
    expect(service.WorkingDirectory).toEqual(['/srv/hotelix/current']);
    expect(service.EnvironmentFile).toEqual(['/etc/hotelix/hotelix.env']);
    expect(service.User).toEqual(['hotelix']);
  });

  it('restarts the server when it fails, and gives it time to stop cleanly', () => {
    expect(service.Restart).toEqual(['on-failure']);
    expect(service.RestartSec).toHaveLength(1);
    expect(service.KillSignal).toEqual(['SIGTERM']);
    // The server takes up to 10 s to finish requests in flight after SIGTERM.
    const stopSeconds = Number(/^(\d+)s?$/.exec(service.TimeoutStopSec?.[0] ?? '')?.[1]);
    expect(stopSeconds).toBeGreaterThan(10);
  });

  it('keeps the data where DATA_DIR points, the one place it may write', () => {
    expect(service.StateDirectory).toEqual(['hotelix']);
    expect(shipped.DATA_DIR).toBe('/var/lib/hotelix');
    expect(service.ProtectSystem).toEqual(['strict']);
    // V8 compiles to machine code at run time: node cannot start under MemoryDenyWriteExecute.
    expect(service.MemoryDenyWriteExecute).toBeUndefined();
  });

  it('is sandboxed: systemd-analyze security rates it 3.0 or less', () => {
    const file = scratchFile('hotelix.service', unitHere(unit));
    const { output } = run('systemd-analyze', ['security', '--offline=true', '--no-pager', file]);
    const exposure = Number(/Overall exposure level for hotelix\.service: ([\d.]+)/.exec(output)?.[1]);
    // Well under it as shipped; without the hardening lines far over it.
    expect(exposure, output).toBeLessThanOrEqual(3);
  });
});

// ---------------------------------------------------------------------------------------------------
// Caddyfile and Caddyfile.multi

// Caddy keeps its state (certificates, autosaved configuration) in the home folder: a scratch one.
const caddyEnv = {
  HOME: path.join(scratch, 'caddy-home'),
  XDG_DATA_HOME: path.join(scratch, 'caddy-home/data'),
  XDG_CONFIG_HOME: path.join(scratch, 'caddy-home/config'),
};

function caddy(args: string[]) {
  return run('caddy', args, caddyEnv);
}

/** `caddy <verb>` (validate, adapt) on the Caddyfile at `file`. */
const caddyOn = (verb: string, file: string) => caddy([verb, '--config', file, '--adapter', 'caddyfile']);

/** Every JSON object in Caddy's configuration, depth first (handlers sit in nested subroutes). */
function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* objectsIn(item);
  else if (value && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const child of Object.values(value)) yield* objectsIn(child);
  }
}

interface ReverseProxy {
  upstreams: Array<{ dial: string }>;
  transport?: { keep_alive?: { idle_timeout?: number } };
  load_balancing?: { selection_policy?: { policy: string } };
  health_checks?: { active?: { uri?: string } };
}

/** What Caddy makes of a Caddyfile: the JSON it would run. */
function adapted(name: string) {
  const { status, stdout, output } = caddyOn('adapt', path.join(root, 'deploy', name));
  expect(status, output).toBe(0);
  const config = JSON.parse(stdout) as unknown;
  const objects = [...objectsIn(config)];
  const handlers = (name: string) => objects.filter((object) => object.handler === name);
  return { objects, handlers, proxies: handlers('reverse_proxy') as unknown as ReverseProxy[] };
}

describe.each(['Caddyfile', 'Caddyfile.multi'])('deploy/%s', (name) => {
  const text = read(name);

  it('passes caddy validate, and is formatted as caddy fmt writes it', () => {
    const { status, output } = caddyOn('validate', path.join(root, 'deploy', name));
    expect(status, output).toBe(0);
    expect(output).toContain('Valid configuration');
    expect(caddy(['fmt', path.join(root, 'deploy', name)]).stdout).toBe(text);
  });

  it('fails validation with a misspelled directive', () => {
    const broken = scratchFile(name, replaced(text, 'lb_try_duration', 'lb_try_duraton'));
    const { status, output } = caddyOn('validate', broken);
    expect(status).not.toBe(0);
    expect(output).toContain('unrecognized subdirective lb_try_duraton');
  });

  it('serves the SITE_URL host and sends www there', () => {
    const { objects } = adapted(name);
    const siteHost = new URL(shipped.SITE_URL!).host;
    const hosts = objects.flatMap((object) => (Array.isArray(object.host) ? (object.host as string[]) : []));
    expect(hosts).toEqual(expect.arrayContaining([siteHost, `www.${siteHost}`]));
    const redirect = objects.find((object) => object.handler === 'static_response' && object.status_code === 301);
    expect(redirect?.headers).toEqual({ Location: [`${shipped.SITE_URL}{http.request.uri}`] });
  });

  it('lets an image upload through, and nothing much larger', () => {
    const [limit] = adapted(name).handlers('request_body');
    expect(limit?.max_size).toBeGreaterThan(maxUploadBytes);
    expect(limit?.max_size).toBeLessThanOrEqual(maxUploadBytes + 2 * 1024 * 1024);
  });

  it('answers /metrics itself with 404, before anything reaches the server', () => {
    const { objects } = adapted(name);
    const metricsRoute = objects.find(
      (object) => Array.isArray(object.match) && JSON.stringify(object.match).includes('"/metrics"'),
    );
    expect(metricsRoute, 'a route matching /metrics').toBeDefined();
    const inside = [...objectsIn(metricsRoute!.handle)];
    expect(inside.some((object) => object.handler === 'static_response' && object.status_code === 404)).toBe(true);
    expect(inside.some((object) => object.handler === 'reverse_proxy')).toBe(false);
  });

  it('leaves compression to the server', () => {
    expect(adapted(name).handlers('encode')).toEqual([]);
  });
});

describe('the proxy and the servers agree', () => {
  it('Caddyfile proxies to the address and port hotelix.env.example sets', () => {
    const { proxies } = adapted('Caddyfile');
    expect(proxies.map((proxy) => proxy.upstreams.map((upstream) => upstream.dial))).toEqual([
      [`${shipped.HOST}:${shipped.PORT}`],
    ]);
  });

  it.each(['Caddyfile', 'Caddyfile.multi'])(
    '%s drops an idle connection to a server before the server closes it (no 502 on a reused one)',
    (name) => {
      for (const proxy of adapted(name).proxies) {
        // Caddy writes durations in nanoseconds; unset, it keeps idle connections 2 minutes.
        const idleNs = proxy.transport?.keep_alive?.idle_timeout ?? 120e9;
        expect(idleNs / 1e6).toBeLessThan(keepAliveTimeoutMs);
      }
    },
  );

  it('Caddyfile.multi balances several servers on that port, and drops one whose /readyz fails', () => {
    const [proxy, ...others] = adapted('Caddyfile.multi').proxies;
    expect(others).toEqual([]);
    expect(proxy!.upstreams.length).toBeGreaterThan(1);
    for (const upstream of proxy!.upstreams) expect(upstream.dial).toMatch(new RegExp(`:${shipped.PORT}$`));
    expect(proxy!.load_balancing?.selection_policy?.policy).toBeDefined();
    expect(proxy!.health_checks?.active?.uri).toBe('/readyz');
  });
});

// ---------------------------------------------------------------------------------------------------
// release.sh

describe('deploy/release.sh', () => {
  const script = read('release.sh');

  it('is valid bash, and shellcheck finds nothing when it is installed', () => {
    const syntax = run('bash', ['-n', 'deploy/release.sh']);
    expect(syntax.status, syntax.output).toBe(0);
    // shellcheck is a bonus where it exists (it is not in .ci/run): bash -n is the check that counts.
    const lint = spawnSync('shellcheck', ['deploy/release.sh'], { cwd: root, encoding: 'utf8' });
    if (!lint.error) expect(lint.status, `${lint.stdout}${lint.stderr}`).toBe(0);
  });

  it('fails bash -n when a block is left open', () => {
    const broken = scratchFile('release.sh', replaced(script, '\nfi\n', '\n'));
    expect(run('bash', ['-n', broken]).status).not.toBe(0);
  });

  it('uses the paths the unit uses', () => {
    expect(script).toContain('env_file=/etc/hotelix/hotelix.env');
    expect(script).toContain('root=/srv/hotelix\n');
    expect(script).toContain('"$root/current"');
    expect(script).toContain('/readyz');
  });
});
