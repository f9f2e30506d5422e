/**
 * `email` made this Playwright worker's own ('sales@hotelix.vn' → 'sales-w1@hotelix.vn'). A spec's
 * beforeAll runs once in every worker that runs its tests, and the account CLI ends the sessions of
 * an account it sets again: shared, one worker's beforeAll signed another's test out mid-flow.
 */
export function workerEmail(email: string): string {
  return email.replace('@', `-w${process.env.TEST_WORKER_INDEX ?? '0'}@`);
}
