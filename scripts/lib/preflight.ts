import { readDbConfig, type DbConfig } from '../../src/server/db/db-config.ts';

/** Where and with what the server runs, once every variable has been checked. */
export interface ServerConfig {
  host: string;
  port: number;
  db: DbConfig;
}

function readPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3000;
  const port = Number(value);
  // 0 asks the system for a free port (the tests' servers, started side by side): the `listening`
  // log line says which.
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `Invalid configuration: PORT must be a whole number from 0 to 65535 (got ${JSON.stringify(value)})`,
    );
  }
  return port;
}

/**
 * Checks every configuration variable before anything starts, so a bad value stops the process with
 * one line naming the variable instead of a stack trace (or, worse, a site serving wrong details).
 */
export async function preflight(env: Record<string, string | undefined> = process.env): Promise<ServerConfig> {
  try {
    // Imported here, not at the top, because these modules validate the environment as they load.
    await import('../../src/lib/site-config.ts');
    await import('../../src/server/request-policy.ts');
    await import('../../src/server/notify/notify-config.ts');
    await import('../../src/server/audit/audit-config.ts');
    await import('../../src/server/sales/sales-config.ts');
    await import('../../src/server/content/content-config.ts');
    (await import('../../src/server/metrics/metrics-config.ts')).metricsToken();
    await import('../../src/server/backup/backup-config.ts');
    await import('../../src/server/operations/drain-config.ts');
    await import('../../src/server/assistant/assistant-config.ts');
    // Through their entry points (the import rules): VAPID_*, PUSH_ENDPOINT_ALLOW, VISIT_COUNTING.
    await import('../../src/server/push/index.ts');
    await import('../../src/server/visits/index.ts');
    return { host: env.HOST?.trim() || 'localhost', port: readPort(env.PORT), db: readDbConfig(env) };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
