import { describe, expect, it } from 'vitest';
import { parseAssistantConfig } from './assistant-config';

describe('parseAssistantConfig', () => {
  it('answers by retrieval alone, with the defaults, when nothing is set', () => {
    expect(parseAssistantConfig({})).toEqual({ model: undefined, dailyLimit: 500, retentionDays: 90 });
  });

  it('reads a model with its key, the endpoint under the base URL', () => {
    const env = { ASSISTANT_LLM_URL: 'https://api.openai.com/v1/', ASSISTANT_LLM_MODEL: 'gpt-4o-mini' };
    expect(parseAssistantConfig({ ...env, ASSISTANT_LLM_API_KEY: ' sk-abc123 ' }).model).toEqual({
      endpoint: 'https://api.openai.com/v1/chat/completions',
      apiKey: 'sk-abc123',
      model: 'gpt-4o-mini',
      maxTokens: 400,
    });
  });

  it('reads the limits', () => {
    const limits = { ASSISTANT_MAX_TOKENS: '300', ASSISTANT_DAILY_LIMIT: '0', ASSISTANT_RETENTION_DAYS: '30' };
    const config = parseAssistantConfig({
      ...limits,
      ASSISTANT_LLM_URL: 'http://[::1]:8000/v1',
      ASSISTANT_LLM_MODEL: 'm',
    });
    expect([config.model?.maxTokens, config.dailyLimit, config.retentionDays]).toEqual([300, 0, 30]);
  });

  it('takes a local model without a key, and a full endpoint as it is', () => {
    const config = parseAssistantConfig({
      ASSISTANT_LLM_URL: 'http://127.0.0.1:11434/v1/chat/completions',
      ASSISTANT_LLM_MODEL: 'qwen2.5:7b',
    });
    expect(config.model).toEqual({
      endpoint: 'http://127.0.0.1:11434/v1/chat/completions',
      apiKey: undefined,
      model: 'qwen2.5:7b',
      maxTokens: 400,
    });
  });

  it.each([
    [{ ASSISTANT_LLM_URL: 'https://api.openai.com/v1' }],
    [{ ASSISTANT_LLM_MODEL: 'gpt-4o-mini' }],
    [{ ASSISTANT_LLM_API_KEY: 'sk-abc123' }],
    [{ ASSISTANT_LLM_URL: 'https://api.openai.com/v1', ASSISTANT_LLM_API_KEY: 'sk-abc123' }],
  ])('refuses a half-set model %j, naming the variables', (env) => {
    expect(() => parseAssistantConfig(env)).toThrow(
      /^Invalid configuration: ASSISTANT_LLM_URL and ASSISTANT_LLM_MODEL must be set together/,
    );
  });

  it.each([
    ['ASSISTANT_LLM_URL', 'ftp://models.example.vn', 'must be an http(s) URL'],
    ['ASSISTANT_LLM_MODEL', 'gpt 4o', 'must be a model name'],
    ['ASSISTANT_DAILY_LIMIT', '-1', 'must be a whole number from 0 to 1000000'],
    ['ASSISTANT_DAILY_LIMIT', 'nhiều', 'must be a whole number from 0 to 1000000'],
    ['ASSISTANT_MAX_TOKENS', '10', 'must be a whole number from 50 to 4000'],
    ['ASSISTANT_MAX_TOKENS', '400.5', 'must be a whole number from 50 to 4000'],
    ['ASSISTANT_RETENTION_DAYS', '0', 'must be a whole number from 1 to 3650'],
  ])('refuses %s=%j in one line naming it', (variable, value, problem) => {
    expect(() => parseAssistantConfig({ [variable]: value })).toThrow(`Invalid configuration: ${variable} ${problem}`);
  });

  it('never repeats the key in its error', () => {
    expect(() =>
      parseAssistantConfig({
        ASSISTANT_LLM_URL: 'https://api.openai.com/v1',
        ASSISTANT_LLM_MODEL: 'gpt-4o-mini',
        ASSISTANT_LLM_API_KEY: 'sk-secret with space',
      }),
    ).toThrow('Invalid configuration: ASSISTANT_LLM_API_KEY must be 1 to 512 visible ASCII characters (got "…")');
  });
});
