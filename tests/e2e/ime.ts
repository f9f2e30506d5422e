import type { Page } from '@playwright/test';

/**
 * A word typed through an input method as Vietnamese typists do (Telex, VNI): the IME shows each
 * stage of the word as a composition (`Nh`, `Nha`, `Nhâ`, `Nhậ`, `Nhận`), then commits the word.
 * Chromium's DevTools protocol drives the same composition events a real IME does.
 */
export interface ImeWord {
  /** What the composition shows after each key. */
  stages: string[];
  /** What the IME commits (some IMEs commit decomposed letters: NFD). */
  commit: string;
}

/** The Telex stages of a word, written by hand: keys `n h a a j n` show `n`, `nh`, `nha`, `nhâ`, `nhậ`, `nhận`. */
export const telex = (commit: string, ...stages: string[]): ImeWord => ({ stages, commit });

/** Types `words` into the focused field through IME composition, a space committed after each. */
export async function typeByIme(page: Page, words: ImeWord[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    for (const [index, word] of words.entries()) {
      for (const stage of word.stages)
        await cdp.send('Input.imeSetComposition', {
          text: stage,
          selectionStart: stage.length,
          selectionEnd: stage.length,
        });
      await cdp.send('Input.insertText', { text: word.commit });
      if (index < words.length - 1) await cdp.send('Input.insertText', { text: ' ' });
    }
  } finally {
    await cdp.detach();
  }
}
