import { FormAlert } from '@/components/admin/form-message';
import { timeLabel } from '@/lib/format';
import type { SaverSnapshot } from './autosave';

/** Where the draft stands, in a few words (a polite live region). */
export function SaveStatus({ snapshot }: { snapshot: SaverSnapshot }) {
  const { state, unsaved } = snapshot;
  let text = unsaved ? 'Có thay đổi chưa lưu.' : 'Chưa có thay đổi.';
  if (state.kind === 'saving') text = 'Đang lưu…';
  else if (state.kind === 'retrying') text = 'Chưa lưu được, đang thử lại…';
  else if (state.kind === 'refused') text = `Chưa lưu được: ${state.message}`;
  else if (state.kind === 'saved') text = `Đã lưu lúc ${timeLabel(state.at)}${unsaved ? ' · có thay đổi mới' : ''}`;
  else if (state.kind === 'conflict') text = 'Đã ngừng tự động lưu.';
  return (
    <p
      role="status"
      data-state={state.kind}
      className="text-sm text-muted-foreground data-[state=refused]:font-bold data-[state=refused]:text-destructive data-[state=retrying]:font-bold data-[state=retrying]:text-destructive"
    >
      {text}
    </p>
  );
}

/** Someone saved the article first: nothing more is saved until the page is reloaded. */
export function ConflictAlert({ message, reloadHref }: { message: string; reloadHref: string }) {
  return (
    <FormAlert>
      {message}{' '}
      <a href={reloadHref} className="font-bold underline underline-offset-4">
        Tải lại trang
      </a>
    </FormAlert>
  );
}
