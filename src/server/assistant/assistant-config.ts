import { z } from 'zod';

/** Where the assistant's optional model is reached and how much of it one answer may use. */
export interface ModelSettings {
  /** The chat-completions endpoint (the configured base URL with `/chat/completions` appended). */
  endpoint: string;
  /** Bearer key; undefined for a local server that takes none. */
  apiKey: string | undefined;
  model: string;
  /** Sent as `max_tokens` on every request, and enforced on the stream in case a server ignores it. */
  maxTokens: number;
}

/** The assistant's settings, read from the environment at start-up (docs/configuration.md). */
export interface AssistantConfig {
  /** Undefined: no model configured, every answer comes from retrieval. */
  model: ModelSettings | undefined;
  /** Answers per day the model may write; over it the assistant answers by retrieval alone. */
  dailyLimit: number;
  /** Days a stored conversation or unanswered question is kept. */
  retentionDays: number;
}

/** An assistant setting that cannot be used; the message names the variable. */
export class AssistantConfigError extends Error {
  override name = 'AssistantConfigError';
}

const wholeNumber = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, { message })
    .transform(Number)
    .pipe(z.number().min(min, { message }).max(max, { message }))
    .default(fallback);
};

const assistantEnvSchema = z.object({
  ASSISTANT_LLM_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as "https://api.openai.com/v1"' })
    .optional(),
  // Visible ASCII only: the key goes into a header, where a space or a line break would be refused.
  ASSISTANT_LLM_API_KEY: z
    .string()
    .regex(/^[\x21-\x7e]{1,512}$/, { message: 'must be 1 to 512 visible ASCII characters' })
    .optional(),
  ASSISTANT_LLM_MODEL: z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, { message: 'must be a model name such as "gpt-4o-mini" or "qwen2.5:7b"' })
    .optional(),
  ASSISTANT_DAILY_LIMIT: wholeNumber(0, 1_000_000, 500),
  ASSISTANT_MAX_TOKENS: wholeNumber(50, 4000, 400),
  ASSISTANT_RETENTION_DAYS: wholeNumber(1, 3650, 90),
});

type Env = Record<string, string | undefined>;

function endpointOf(base: string): string {
  const url = new URL(base);
  // Either the base (…/v1, as providers document it) or the full endpoint works.
  if (!url.pathname.endsWith('/chat/completions'))
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/chat/completions`;
  return url.href;
}

/**
 * Reads the assistant's settings. The model needs its URL and name together (a half-set model would
 * silently answer by retrieval alone while the operator believes the AI is on); the key is optional
 * because a model on the operator's own machine (Ollama, vLLM) may take none, but a key alone is an error.
 */
export function parseAssistantConfig(rawEnv: Env): AssistantConfig {
  const env = Object.fromEntries(
    Object.entries(rawEnv)
      .filter(([key]) => key.startsWith('ASSISTANT_'))
      .map(([key, value]) => [key, value?.trim() || undefined])
      .filter(([, value]) => value !== undefined),
  ) as Env;
  const result = assistantEnvSchema.safeParse(env);
  if (!result.success) {
    const variable = String(result.error.issues[0]!.path[0]);
    // The key is a credential: never echoed into a log.
    const got = variable === 'ASSISTANT_LLM_API_KEY' ? '"…"' : JSON.stringify(rawEnv[variable]);
    throw new AssistantConfigError(
      `Invalid configuration: ${variable} ${result.error.issues[0]!.message} (got ${got})`,
    );
  }
  const e = result.data;
  const modelSet = [e.ASSISTANT_LLM_URL, e.ASSISTANT_LLM_MODEL].filter(Boolean).length;
  if (modelSet === 1 || (e.ASSISTANT_LLM_API_KEY && modelSet === 0)) {
    throw new AssistantConfigError(
      'Invalid configuration: ASSISTANT_LLM_URL and ASSISTANT_LLM_MODEL must be set together (ASSISTANT_LLM_API_KEY only with them), or none of them for answers by retrieval alone',
    );
  }
  return {
    model:
      e.ASSISTANT_LLM_URL && e.ASSISTANT_LLM_MODEL
        ? {
            endpoint: endpointOf(e.ASSISTANT_LLM_URL),
            apiKey: e.ASSISTANT_LLM_API_KEY,
            model: e.ASSISTANT_LLM_MODEL,
            maxTokens: e.ASSISTANT_MAX_TOKENS,
          }
        : undefined,
    dailyLimit: e.ASSISTANT_DAILY_LIMIT,
    retentionDays: e.ASSISTANT_RETENTION_DAYS,
  };
}

/** This process's assistant settings. */
export const assistantConfig: AssistantConfig = parseAssistantConfig(process.env);
