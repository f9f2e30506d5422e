import { describe, expect, it } from 'vitest';
import { createThrottleNotes } from './throttle-notes.ts';

describe('createThrottleNotes', () => {
  it('notes an address once per window, and again once the window has passed', () => {
    const notes = createThrottleNotes(1_000);
    expect(notes.first('203.0.113.1', 0)).toBe(true);
    expect(notes.first('203.0.113.1', 999)).toBe(false);
    expect(notes.first('203.0.113.2', 999)).toBe(true);
    expect(notes.first('203.0.113.1', 1_000)).toBe(true);
  });

  it('stays within its size under a flood from many addresses, forgetting only what has expired', () => {
    const notes = createThrottleNotes(1_000, 3);
    for (const host of [1, 2, 3]) expect(notes.first(`203.0.113.${host}`, 0)).toBe(true);
    // Full of live addresses: a fourth is not noted rather than the memory growing.
    expect(notes.first('203.0.113.4', 500)).toBe(false);
    expect(notes.first('203.0.113.4', 1_000)).toBe(true);
    expect(notes.first('203.0.113.1', 1_200)).toBe(true);
  });
});
