import type { ContentSaveRequest } from '@/lib/content/editor-api';
import { postContent, type ContentResult } from './content-requests';

/** Where the draft stands, as the editor shows it. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'retrying' }
  | { kind: 'refused'; message: string }
  | { kind: 'conflict'; message: string };

/** What the saver tells the page: the state, the version to send next, whether edits are unsaved. */
export interface SaverSnapshot {
  state: SaveState;
  version: number;
  unsaved: boolean;
  /** A request is on its way. */
  busy: boolean;
}

/** Settings; the delays are the tests' to shorten. */
export interface DraftSaverOptions<Fields> {
  version: number;
  /** The fields as the page opened them. */
  fields: Fields;
  saveUrl: string;
  /** Quiet time after the last edit before an autosave. */
  delayMs?: number;
  /** Waits between attempts while the network or the server fails; the last one repeats. */
  retryDelaysMs?: readonly number[];
  send?: (url: string, request: ContentSaveRequest<unknown>) => Promise<ContentResult>;
}

/**
 * The editor's saves, one at a time. Edits are saved 2 s after the last one; a save asked for while
 * another is on its way waits and then sends the newest fields, once. A 409 (someone else saved first)
 * stops all saving, so nothing they wrote is overwritten; a lost connection or a 5xx is retried with a
 * growing wait; any other refusal waits for the next edit. Publishing and the rest share the queue.
 */
export class DraftSaver<Fields> {
  private snapshot: SaverSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly options: Required<DraftSaverOptions<Fields>>;
  private latest: Fields;
  private editCount = 0;
  private savedCount = 0;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lane: Promise<unknown> = Promise.resolve();
  private queued: Promise<boolean> | null = null;

  constructor(options: DraftSaverOptions<Fields>) {
    this.options = {
      delayMs: 2000,
      retryDelaysMs: [1000, 2000, 4000, 8000, 15_000, 30_000],
      send: postContent,
      ...options,
    };
    this.latest = options.fields;
    this.snapshot = { state: { kind: 'idle' }, version: options.version, unsaved: false, busy: false };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SaverSnapshot => this.snapshot;

  private update(change: Partial<SaverSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change, unsaved: this.editCount !== this.savedCount };
    for (const listener of this.listeners) listener();
  }

  private wait(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), ms);
  }

  /** Records the fields as they now are and saves them after the quiet time. */
  edit(fields: Fields): void {
    this.latest = fields;
    this.editCount += 1;
    this.update({});
    if (this.snapshot.state.kind === 'conflict') return;
    this.attempt = 0;
    this.wait(this.options.delayMs);
  }

  /** Saves now (or right after the save on its way); resolves with whether everything is saved. */
  flush(): Promise<boolean> {
    clearTimeout(this.timer);
    this.queued ??= this.enqueue(async () => {
      this.queued = null;
      return this.saveLatest();
    });
    return this.queued;
  }

  /**
   * Sends another of the editor's requests (publish, schedule, unpublish) in the queue, with the
   * newest fields; `savesFields` says whether the server stores them as the draft on success.
   */
  run(url: string, savesFields: boolean, extra: { publishAt?: string } = {}): Promise<ContentResult> {
    clearTimeout(this.timer);
    return this.enqueue(async () => {
      const { state } = this.snapshot;
      if (state.kind === 'conflict') return { kind: 'refused', status: 409, problem: { message: state.message } };
      const result = await this.send(url, extra, savesFields, false);
      if (result.kind !== 'refused' || result.status !== 409) {
        if (this.snapshot.unsaved) this.wait(this.options.delayMs);
      }
      return result;
    });
  }

  /** Stops the timers (the page is going away). */
  dispose(): void {
    clearTimeout(this.timer);
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const next = this.lane.then(task);
    this.lane = next.catch(() => undefined);
    return next;
  }

  private async saveLatest(): Promise<boolean> {
    if (this.snapshot.state.kind === 'conflict') return false;
    if (!this.snapshot.unsaved) return true;
    const result = await this.send(this.options.saveUrl, {}, true, true);
    if (result.kind === 'offline' || (result.kind === 'refused' && result.status >= 500)) {
      const delays = this.options.retryDelaysMs;
      this.update({ state: { kind: 'retrying' } });
      this.wait(delays[Math.min(this.attempt, delays.length - 1)]!);
      this.attempt += 1;
    }
    return result.kind === 'ok' && !this.snapshot.unsaved;
  }

  private async send(
    url: string,
    extra: { publishAt?: string },
    savesFields: boolean,
    autosave: boolean,
  ): Promise<ContentResult> {
    const sentCount = this.editCount;
    this.update({ busy: true, ...(autosave ? { state: { kind: 'saving' } as const } : {}) });
    const result = await this.options.send(url, { version: this.snapshot.version, fields: this.latest, ...extra });
    if (result.kind === 'ok') {
      if (savesFields) this.savedCount = sentCount;
      this.attempt = 0;
      const state = savesFields ? ({ kind: 'saved', at: result.answer.savedAt } as const) : this.snapshot.state;
      this.update({ busy: false, version: result.answer.version, state });
    } else if (result.kind === 'refused' && result.status === 409) {
      clearTimeout(this.timer);
      this.update({ busy: false, state: { kind: 'conflict', message: result.problem.message } });
    } else if (result.kind === 'refused' && result.status < 500) {
      this.update({
        busy: false,
        ...(autosave ? { state: { kind: 'refused', message: result.problem.message } as const } : {}),
      });
    } else this.update({ busy: false });
    return result;
  }
}
