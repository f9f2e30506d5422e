import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import { batchTransactions, type BatchedTransaction } from '../db/transaction-batcher.ts';
import { createAttemptLedger, type AttemptLedger } from './attempt-ledger.ts';
import { bucketCounts, hitBucket, unhitBucket } from './rate-limit.repository.ts';

// Requests are counted in sliding windows: one is let through only while fewer than the limit were
// let through in the window before it, so no span of a minute (or an hour) passes more than the
// limit, whichever second it starts on. Windows fixed to the clock's :00 let 120 through at 0:59
// and 120 more at 1:00. The database keeps the counts, shared by every instance, in twelve slices
// per window; a request adds up every slice its window touches, the oldest whole, so it errs on
// the side of refusing (by at most a twelfth of the window).
//
// Asking the database costs a write, and on SQLite a disk flush on the connection the leads need. So
// each process first asks its own ledgers (attempt-ledger.ts) of what it let through, and turns away
// a request that its own count (requests under way included) already puts at a limit without any
// database work. A refused request never writes: the database is read first, and a count that
// requests arriving together pushed over the limit is taken back.

/** Allowed requests per window; 0 lifts that window's limit. */
export interface RateLimits {
  perMinute: number;
  perHour: number;
}

/** A limit a request is held to: what it asks for ('assistant'), whom it counts ('203.0.113.9', 'all'), and the limits. */
export interface LimitCheck {
  scope: string;
  client: string;
  limits: RateLimits;
}

type Db = Kysely<Database> | Transaction<Database>;

const slicesPerWindow = 12;
const windows = [
  { name: 'minute', ms: 60_000, limit: (limits: RateLimits) => limits.perMinute },
  { name: 'hour', ms: 3_600_000, limit: (limits: RateLimits) => limits.perHour },
] as const;

// One ledger per window and database (its transactions share its adapter): it stands for what this
// process let through to that database.
const ledgers = new WeakMap<object, AttemptLedger[]>();
function ledgersOf(db: Db): AttemptLedger[] {
  const adapter = db.getExecutor().adapter;
  let kept = ledgers.get(adapter);
  if (!kept) ledgers.set(adapter, (kept = windows.map(({ ms }) => createAttemptLedger({ windowMs: ms }))));
  return kept;
}

// An e-mail may be 254 characters; the bucket column holds 200.
const clientKey = (client: string) =>
  client.length > 64 ? createHash('sha256').update(client).digest('base64url') : client;

/** A window a check counts in: its limit, the slice a request adds to, and every slice the window touches. */
interface CountedWindow {
  index: number;
  limit: number;
  current: string;
  expiresAt: string;
  slices: string[];
}

function countedWindows(check: LimitCheck, now: Date): CountedWindow[] {
  return windows.flatMap((window, index) => {
    const limit = window.limit(check.limits);
    if (limit === 0) return [];
    const sliceMs = window.ms / slicesPerWindow;
    const slice = Math.floor(now.getTime() / sliceMs);
    const bucket = (at: number) =>
      `${check.scope}:${window.name}/${slicesPerWindow}:${clientKey(check.client)}:${at * sliceMs}`;
    // The slices of the window before now, the oldest only partly in it, and the next one, which a
    // request on another instance (its clock a little ahead) may have begun.
    const slices = Array.from({ length: slicesPerWindow + 2 }, (_, offset) => bucket(slice - slicesPerWindow + offset));
    const expiresAt = new Date((slice + 1) * sliceMs + window.ms).toISOString();
    return [{ index, limit, current: bucket(slice), expiresAt, slices }];
  });
}

/** A place for the request in this process's ledgers, and how to give it back; undefined when one is full. */
function reserve(db: Db, counted: CountedWindow[], key: string, now: Date): (() => void) | undefined {
  const tickets: Array<[AttemptLedger, symbol]> = [];
  const release = () => tickets.forEach(([ledger, ticket]) => ledger.release(ticket));
  for (const { index, limit } of counted) {
    const ledger = ledgersOf(db)[index]!;
    const ticket = ledger.reserve([{ key, limit }], now.getTime());
    if (!ticket) {
      release();
      return undefined;
    }
    tickets.push([ledger, ticket]);
  }
  return release;
}

/**
 * Counts the request in the database unless a window is full there; whether it was let through. Its
 * place in the current slice (the count the upsert returns, one per request however many arrive at
 * once) decides among requests that arrive together, so a burst lets exactly the limit through.
 */
async function admit(db: Db, counted: CountedWindow[]): Promise<boolean> {
  if (counted.length === 0) return true;
  const sum = (counts: Map<string, number>, slices: string[]) =>
    slices.reduce((total, slice) => total + (counts.get(slice) ?? 0), 0);
  const earlier = await bucketCounts(
    db,
    counted.flatMap(({ slices }) => slices),
  );
  if (counted.some(({ slices, limit }) => sum(earlier, slices) >= limit)) return false;
  const places: number[] = [];
  for (const { current, expiresAt } of counted) places.push(await hitBucket(db, current, expiresAt));
  // The other slices, read after the count: a request on another instance counting in the slice
  // before or after this one meanwhile is seen by at least one of the two.
  const others = counted.map(({ slices, current }) => slices.filter((slice) => slice !== current));
  const around = await bucketCounts(db, others.flat());
  if (counted.every(({ limit }, index) => places[index]! + sum(around, others[index]!) <= limit)) return true;
  for (const { current } of counted) await unhitBucket(db, current);
  return false;
}

/** Counts the request against each window of `counted` in turn; the index of the first that refuses, or -1. */
async function countAll(db: Db, counted: readonly CountedWindow[][]): Promise<number> {
  for (const [index, windows] of counted.entries()) if (!(await admit(db, windows))) return index;
  return -1;
}

// Counts of requests outside a caller's transaction, per database: those arriving in one turn of the
// event loop share a transaction. On SQLite each commit is a disk flush on the thread that serves
// every page: a flood's questions let through at once flushed once each, even at one transaction
// per request.
const batches = new WeakMap<Kysely<Database>, BatchedTransaction<Database>>();
function batchOf(db: Kysely<Database>): BatchedTransaction<Database> {
  let batch = batches.get(db);
  if (!batch) batches.set(db, (batch = batchTransactions(db)));
  return batch;
}

/**
 * Holds a request to `checks` in turn: in this process's memory first, so a check it already knows
 * is full refuses before any database work, then in the database. Returns the first check that
 * refuses (which counts nothing; the checks before it keep their count), or undefined when every
 * one let the request through and counted it.
 */
export async function refusingLimit(db: Db, checks: readonly LimitCheck[], now: Date): Promise<LimitCheck | undefined> {
  const held = checks.map((check) => ({ check, counted: countedWindows(check, now), release: () => {} }));
  for (const [index, one] of held.entries()) {
    const release = reserve(db, one.counted, `${one.check.scope}:${one.check.client}`, now);
    if (!release) {
      held.slice(0, index).forEach((earlier) => earlier.release());
      return one.check;
    }
    one.release = release;
  }
  const counted = held.map((one) => one.counted);
  let refused: number;
  try {
    // Lifted limits (0) count nothing: no transaction, which would wait for SQLite's write lock.
    refused =
      db.isTransaction || counted.every((windows) => windows.length === 0)
        ? await countAll(db, counted)
        : await batchOf(db as Kysely<Database>)((trx) => countAll(trx, counted));
  } catch (error) {
    held.forEach((one) => one.release());
    throw error;
  }
  // What a refusal did not count is not this process's; nor is a count made inside the caller's
  // transaction, which may roll back with it.
  const forgotten = db.isTransaction ? held : refused < 0 ? [] : held.slice(refused);
  forgotten.forEach((one) => one.release());
  return refused < 0 ? undefined : held[refused]!.check;
}

/**
 * Counts a request by `client` against `limits` in sliding windows kept in the database (so every
 * server instance shares them) and says whether it is within them. Run it inside the transaction
 * that stores the request, so SQLite flushes to disk once per request.
 */
export async function allowRequest(
  db: Db,
  scope: string,
  client: string,
  limits: RateLimits,
  now: Date,
): Promise<boolean> {
  return (await refusingLimit(db, [{ scope, client, limits }], now)) === undefined;
}
