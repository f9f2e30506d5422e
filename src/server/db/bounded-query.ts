/** What a bounded query gave its caller: the value, its error, or nothing within the deadline. */
export type Bounded<T> = { value: T } | { error: unknown } | { late: true };

const late = Symbol('late');

/**
 * Wraps a query that operators poll (readiness, metrics): callers arriving while it runs share it,
 * even past the deadline, so a database that hangs costs one query and one pool connection, not one
 * per poll; each caller waits at most `deadlineMs`.
 */
export function boundedQuery<T>(query: () => Promise<T>, deadlineMs: number): () => Promise<Bounded<T>> {
  let running: Promise<T> | undefined;
  return async () => {
    running ??= query().finally(() => (running = undefined));
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<typeof late>((resolve) => (timer = setTimeout(() => resolve(late), deadlineMs)));
    try {
      const value = await Promise.race([running, deadline]);
      return value === late ? { late: true } : { value };
    } catch (error) {
      return { error };
    } finally {
      clearTimeout(timer);
    }
  };
}
