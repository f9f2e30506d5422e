import { cva } from 'class-variance-authority';

/** How the body is edited: formatted, or as the Markdown that is stored. */
export type EditorMode = 'visual' | 'markdown';

const modeButton = cva(
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-bold text-muted-foreground hover:bg-muted aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm',
);

const modes: Array<[EditorMode, string]> = [
  ['visual', 'Soạn thảo trực quan'],
  ['markdown', 'Markdown'],
];

/** Two pressed-state buttons that switch the body between the visual editor and its Markdown. */
export function EditorModeSwitch({ mode, onChange }: { mode: EditorMode; onChange: (mode: EditorMode) => void }) {
  return (
    <div role="group" aria-label="Cách soạn nội dung" className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
      {modes.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          className={modeButton()}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
