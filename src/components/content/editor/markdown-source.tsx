import { useState } from 'react';
import { controlClass } from '@/components/admin/admin-form';
import { defuseUnsafeLinks } from './link-address';

/**
 * The body as the Markdown that is stored, in a plain text area. What is emitted is NFC with script
 * links defused; what is shown is what was typed, and nothing is emitted mid-composition.
 */
export function MarkdownSource({
  id,
  labelId,
  describedBy,
  invalid,
  value,
  onChange,
}: {
  id: string;
  labelId: string;
  describedBy: string;
  invalid: boolean;
  /** The Markdown when the text area opens. */
  value: string;
  onChange: (markdown: string) => void;
}) {
  const [source, setSource] = useState(value);
  const emit = (text: string) => onChange(defuseUnsafeLinks(text.normalize('NFC')));
  return (
    <textarea
      id={id}
      value={source}
      rows={20}
      spellCheck
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        setSource(event.target.value);
        if (!(event.nativeEvent as InputEvent).isComposing) emit(event.target.value);
      }}
      onCompositionEnd={(event) => emit(event.currentTarget.value)}
      className={`${controlClass} block w-full rounded-t-none border-0 py-3 font-mono text-sm leading-relaxed`}
    />
  );
}
