import type * as React from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { contentStatusLabels, type ContentStatus } from '@/lib/content/content-kinds';
import { formatDateTime } from '@/lib/format';
import type { KindWords } from '../kind-words';
import type { SaverSnapshot } from './autosave';
import { SaveStatus } from './save-status';
import { UnpublishButton } from './unpublish-dialog';

/** A link in the status line: small, yet a target of at least 24 px. */
// 44 px: 'Lịch sử' sits right above 'Xuất bản', where a thumb must not take one for the other.
const lineLink = 'inline-flex min-h-11 items-center font-bold text-primary underline-offset-4 hover:underline';

/**
 * An item's state in one line (status, last save, schedule, live address, history) over what can be
 * done with it: save, preview, publish ('Cập nhật' once live), unpublish. Compact, so the writing
 * starts within the first screen of a phone.
 */
export function PublishBar({
  words,
  status,
  scheduledAt,
  liveHref,
  snapshot,
  busy,
  previewHref,
  historyHref,
  onSave,
  onPreview,
  onPublish,
  onUnpublish,
}: {
  words: KindWords;
  status: ContentStatus;
  scheduledAt: string | null;
  liveHref: string | null;
  snapshot: SaverSnapshot;
  /** A publish, schedule or unpublish is on its way, or saving has stopped (409). */
  busy: boolean;
  previewHref: string;
  historyHref: string;
  onSave: () => void;
  onPreview: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  onPublish: () => void;
  onUnpublish: () => void;
}) {
  const live = status === 'published';
  const saveHintId = `${words.kind}-save-hint`;
  return (
    <section aria-labelledby="publish-heading" className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <h2 id="publish-heading" className="font-bold">
          <span className="sr-only">Trạng thái: </span>
          <span data-status={status} className="text-primary">
            {contentStatusLabels[status]}
          </span>
        </h2>
        <SaveStatus snapshot={snapshot} />
        {scheduledAt && (status === 'scheduled' || (live && words.unschedule)) && (
          <p>
            {live ? 'Bản nháp sẽ tự xuất bản' : 'Sẽ tự xuất bản'} lúc {formatDateTime(scheduledAt)} (giờ Việt Nam).
          </p>
        )}
        {live && liveHref && (
          <a href={liveHref} className={`${lineLink} break-all`}>
            {words.liveLink}: {liveHref}
          </a>
        )}
        <a href={historyHref} className={lineLink}>
          Lịch sử
        </a>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={busy} onClick={onSave} aria-describedby={saveHintId}>
          Lưu nháp
        </Button>
        <a
          href={previewHref}
          target="_blank"
          rel="noopener"
          onClick={onPreview}
          className={buttonVariants({ variant: 'outline' })}
        >
          Xem trước<span className="sr-only"> (mở trong thẻ mới)</span>
        </a>
        <Button disabled={busy} onClick={onPublish}>
          {live ? 'Cập nhật' : 'Xuất bản'}
        </Button>
        {(live || (status === 'scheduled' && words.unschedule)) && (
          <UnpublishButton words={words} scheduled={status === 'scheduled'} disabled={busy} onConfirm={onUnpublish} />
        )}
      </div>
      <p id={saveHintId} className="text-sm text-muted-foreground">
        {live ? words.saveHint.live : words.saveHint.unseen}
      </p>
    </section>
  );
}
