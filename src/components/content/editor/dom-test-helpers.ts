// Helpers for this folder's DOM tests (happy-dom + react-dom, as the island tests do).
import { act } from 'react';
import type * as React from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];

/** Renders `element` into a fresh container in the document. */
export async function render(element: React.ReactElement): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  await act(async () => root.render(element));
  await settle();
  return container;
}

/**
 * Serves `element` as the page does (its HTML, no script yet), lets `beforeScript` act on that HTML
 * as a person would before the island's script has run, then hydrates it.
 */
export async function hydrate(
  element: React.ReactElement,
  beforeScript: (container: HTMLElement) => void,
): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  beforeScript(container);
  await act(async () => void roots.push(hydrateRoot(container, element)));
  await settle();
  return container;
}

/** Unmounts everything rendered (call in afterEach). */
export function cleanup(): void {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
}

/** Lets effects, promises and timers up to `ms` run (fake timers are advanced instead of waited for). */
export async function settle(ms = 0): Promise<void> {
  if (vi.isFakeTimers()) await act(async () => vi.advanceTimersByTimeAsync(ms));
  else await act(async () => new Promise((resolve) => setTimeout(resolve, ms)));
}

/** Types into an input or text area the way React's onChange hears it. */
export async function type(element: Element | null, value: string): Promise<void> {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) throw new Error('not a field');
  const prototype = element instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Clicks an element. */
export async function click(element: Element | null | undefined): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => element.click());
  await settle();
}

/** The button whose accessible name (aria-label or text) is `name`. */
export function button(container: ParentNode, name: string): HTMLButtonElement | undefined {
  return [...container.querySelectorAll('button')].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name,
  );
}

/** The text of every polite live region in `container` (the save status and the last action's notice). */
export function statusText(container: ParentNode): string {
  return [...container.querySelectorAll('[role="status"]')].map((status) => status.textContent).join(' | ');
}
