import { readDbConfig, type DbConfig } from '../src/server/db/db-config.ts';

/**
 * Checks every configuration variable before anything starts, so a bad value stops the process with
 * one line naming the variable instead of a stack trace (or, worse, a site serving wrong details).
 */
export async function preflight(): Promise<DbConfig> {
  try {
    // Imported here, not at the top, because the module validates the environment as it loads.
    await import('../src/lib/site-config.ts');
    return readDbConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
