import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';

let nextKey = 0;
const newKey = () => `item-${++nextKey}`;

/** Moves the element at `from` to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/**
 * An ordered list the editor grows, shrinks and reorders with buttons (never by dragging only): each
 * row has its inputs and 'Lên', 'Xuống', 'Xoá', each naming its row for screen readers. Focus stays
 * with the row that moved, and every change is announced in the list's own live region.
 */
export function ListEditor<T>({
  id,
  legend,
  hint,
  error,
  items,
  onChange,
  empty,
  max,
  noun,
  addLabel,
  renderItem,
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string | undefined;
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** A new row's value. */
  empty: T;
  max: number;
  /** What one row is, in lower case: 'tính năng'. */
  noun: string;
  addLabel: string;
  /** A row's inputs; `inputId` must be the first input's id (focus goes there). */
  renderItem: (item: T, update: (item: T) => void, inputId: string, label: string) => React.ReactNode;
}) {
  const [keys, setKeys] = useState<string[]>(() => items.map(newKey));
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);
  const rowKeys = keys.length === items.length ? keys : items.map((_, index) => keys[index] ?? newKey());
  const rowLabel = (index: number) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${index + 1}`;

  useEffect(() => {
    if (keys.length !== items.length) setKeys(rowKeys);
  });
  useEffect(() => {
    const target = focusNext.current && document.getElementById(focusNext.current);
    focusNext.current = null;
    if (target instanceof HTMLElement) target.focus();
  });

  const change = (nextItems: T[], nextKeys: string[], focus: string, message: string) => {
    setKeys(nextKeys);
    focusNext.current = focus;
    setAnnouncement(message);
    onChange(nextItems);
  };
  const add = () => {
    const key = newKey();
    change([...items, empty], [...rowKeys, key], `${id}-${key}`, `Đã thêm ${noun} ${items.length + 1}.`);
  };
  const remove = (index: number) => {
    const nextKeys = rowKeys.filter((_, at) => at !== index);
    const neighbour = nextKeys[Math.min(index, nextKeys.length - 1)];
    change(
      items.filter((_, at) => at !== index),
      nextKeys,
      neighbour ? `${id}-${neighbour}` : `${id}-add`,
      `Đã xoá ${noun} ${index + 1}.`,
    );
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const key = rowKeys[index]!;
    const atEdge = to === 0 || to === items.length - 1;
    const direction = by < 0 ? 'up' : 'down';
    change(
      moved(items, index, to),
      moved(rowKeys, index, to),
      atEdge ? `${id}-${key}-${direction === 'up' ? 'down' : 'up'}` : `${id}-${key}-${direction}`,
      `Đã chuyển ${noun} ${index + 1} ${by < 0 ? 'lên' : 'xuống'} vị trí ${to + 1}.`,
    );
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="grid gap-3"
      aria-describedby={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
    >
      <legend className="text-sm font-bold">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-bold text-destructive">
          {error}
        </p>
      )}
      {items.length > 0 && (
        <ol className="grid gap-3">
          {items.map((item, index) => {
            const key = rowKeys[index]!;
            const label = rowLabel(index);
            return (
              <li key={key} className="grid gap-2 rounded-lg bg-muted p-3">
                {renderItem(
                  item,
                  (next) => onChange(items.map((old, at) => (at === index ? next : old))),
                  `${id}-${key}`,
                  label,
                )}
                <div className="flex flex-wrap gap-2">
                  <Button
                    id={`${id}-${key}-up`}
                    variant="outline"
                    disabled={index === 0}
                    aria-label={`Chuyển ${label.toLowerCase()} lên`}
                    onClick={() => move(index, -1)}
                  >
                    Lên
                  </Button>
                  <Button
                    id={`${id}-${key}-down`}
                    variant="outline"
                    disabled={index === items.length - 1}
                    aria-label={`Chuyển ${label.toLowerCase()} xuống`}
                    onClick={() => move(index, 1)}
                  >
                    Xuống
                  </Button>
                  <Button variant="ghost" aria-label={`Xoá ${label.toLowerCase()}`} onClick={() => remove(index)}>
                    Xoá
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button id={`${id}-add`} variant="secondary" disabled={items.length >= max} onClick={add}>
          {addLabel}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
