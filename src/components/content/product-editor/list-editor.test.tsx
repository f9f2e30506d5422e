// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { SentenceList } from './product-lists';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Features({ initial }: { initial: string[] }) {
  const [items, setItems] = useState(initial);
  return (
    <SentenceList
      id="features"
      legend="Các tính năng"
      hint="Từ 4 đến 8 tính năng."
      noun="tính năng"
      addLabel="Thêm tính năng"
      items={items}
      max={3}
      maxLength={200}
      onChange={setItems}
    />
  );
}

function render(initial: string[]) {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => createRoot(container).render(<Features initial={initial} />));
  return container;
}

const values = () => [...document.querySelectorAll('textarea')].map((box) => box.value);
const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const announced = () => document.querySelector('[role=status]')?.textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the product editor’s lists', () => {
  it('moves a row with its buttons, keeping the focus on the row that moved and saying where it went', () => {
    render(['Một', 'Hai', 'Ba']);
    act(() => button('Chuyển tính năng 1 xuống').click());
    expect(values()).toEqual(['Hai', 'Một', 'Ba']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Chuyển tính năng 2 xuống');
    expect(announced()).toBe('Đã chuyển tính năng 1 xuống vị trí 2.');
    // At the bottom 'Xuống' is disabled, so the focus goes to 'Lên' of the same row.
    act(() => button('Chuyển tính năng 2 xuống').click());
    expect(values()).toEqual(['Hai', 'Ba', 'Một']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Chuyển tính năng 3 lên');
  });

  it('adds a row with its box focused, up to the limit, and removes one focusing its neighbour', () => {
    render(['Một', 'Hai']);
    const add = document.getElementById('features-add') as HTMLButtonElement;
    act(() => add.click());
    expect(values()).toEqual(['Một', 'Hai', '']);
    expect(document.activeElement).toBe(document.querySelectorAll('textarea')[2]);
    expect(add.disabled).toBe(true);
    act(() => button('Xoá tính năng 1').click());
    expect(values()).toEqual(['Hai', '']);
    expect(document.activeElement).toBe(document.querySelectorAll('textarea')[0]);
    expect(
      document.querySelector('label[for="' + document.querySelectorAll('textarea')[0]!.id + '"]')?.textContent,
    ).toBe('Tính năng 1');
  });
});
