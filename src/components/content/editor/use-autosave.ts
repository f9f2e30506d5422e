import { useEffect, useState, useSyncExternalStore } from 'react';
import { DraftSaver, type DraftSaverOptions, type SaverSnapshot } from './autosave';

/** One saver for the page, its state, and a 'leave this page?' warning while edits are unsaved. */
export function useAutosave<Fields>(options: DraftSaverOptions<Fields>): {
  saver: DraftSaver<Fields>;
  snapshot: SaverSnapshot;
} {
  const [saver] = useState(() => new DraftSaver<Fields>(options));
  const snapshot = useSyncExternalStore(saver.subscribe, saver.getSnapshot, saver.getSnapshot);
  useEffect(() => () => saver.dispose(), [saver]);
  useEffect(() => {
    if (!snapshot.unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [snapshot.unsaved]);
  return { saver, snapshot };
}
