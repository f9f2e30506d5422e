// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withIslandBoundary } from './island-boundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => createRoot(container).render(element));
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('withIslandBoundary', () => {
  it('renders the island when it works', () => {
    const Greeting = withIslandBoundary(({ name }: { name: string }) => <p>Xin chào {name}</p>);
    expect(render(<Greeting name="Lan" />).textContent).toBe('Xin chào Lan');
  });

  it('shows the application error heading instead of a blank area when the island throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = withIslandBoundary((): React.ReactElement => {
      throw new Error('boom');
    });
    const container = render(<Broken />);
    expect(container.querySelector('[role="alert"] h2')?.textContent).toBe('Unexpected Application Error!');
    expect(console.error).toHaveBeenCalledWith('Island failed to render', expect.any(Error), expect.any(String));
  });
});
