import type { LimitCheck } from '../rate-limit/rate-limiter.ts';
import { requestPolicy } from '../request-policy.ts';

/**
 * The limits a question to the assistant is held to, in this order (POST /api/assistant and /tro-ly
 * share them): the asking address's, then everyone's together (client 'all'), so a visitor over
 * their own limit is not counted against everyone's.
 */
export function assistantLimits(client: string): LimitCheck[] {
  return [
    { scope: 'assistant', client, limits: requestPolicy.assistantRateLimit },
    { scope: 'assistant-all', client: 'all', limits: requestPolicy.assistantGlobalLimit },
  ];
}
