import path from 'node:path';

/** Where the data lives: PostgreSQL when DATABASE_URL is set, else a SQLite file in DATA_DIR. */
export type DbConfig = { dialect: 'postgres'; connectionString: string } | { dialect: 'sqlite'; file: string };

/** Reads DATABASE_URL and DATA_DIR; throws a one-line error naming the variable when unusable. */
export function readDbConfig(env: Record<string, string | undefined>): DbConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error(`Invalid configuration: DATABASE_URL must start with postgres:// (got ${JSON.stringify(url)})`);
    }
    return { dialect: 'postgres', connectionString: url };
  }
  const dataDir = path.resolve(env.DATA_DIR?.trim() || 'data');
  return { dialect: 'sqlite', file: path.join(dataDir, 'site.db') };
}
