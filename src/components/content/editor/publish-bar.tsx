import type * as React from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { contentStatusLabels, type ContentStatus } from '@/lib/content/content-kinds';
import { formatDateTime } from '@/lib/format';
import type { KindWords } from '../kind-words';
import type { SaverSnapshot } from './autosave';
import { SaveStatus } from './save-status';
import { ScheduleField } from './schedule-field';
import { UnpublishButton } from './unpublish-dialog';

/** An item's state and what can be done with it: save, preview, publish, schedule, unpublish, history. */
export function PublishBar({
  words,
  status,
  scheduledAt,
  liveHref,
  snapshot,
  busy,
  previewHref,
  historyHref,
  scheduleError,
  onSave,
  onPreview,
  onPublish,
  onSchedule,
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
  scheduleError?: string | undefined;
  onSave: () => void;
  onPreview: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  onPublish: () => void;
  onSchedule: (publishAt: string) => void;
  onUnpublish: () => void;
}) {
  return (
    <section aria-labelledby="publish-heading" className="grid min-w-0 gap-4 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id="publish-heading" className="text-base font-bold">
          Trạng thái:{' '}
          <span data-status={status} className="text-primary">
            {contentStatusLabels[status]}
          </span>
        </h2>
        <SaveStatus snapshot={snapshot} />
      </div>
      {scheduledAt && (status === 'scheduled' || (status === 'published' && words.unschedule)) && (
        <p className="text-sm">
          {status === 'published' ? 'Bản nháp sẽ tự xuất bản' : 'Sẽ tự xuất bản'} lúc {formatDateTime(scheduledAt)} (giờ
          Việt Nam).
        </p>
      )}
      {status === 'published' && liveHref && (
        <a href={liveHref} className="text-sm font-bold break-all text-primary underline-offset-4 hover:underline">
          {words.liveLink}: {liveHref}
        </a>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={busy} onClick={onSave}>
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
          Xuất bản
        </Button>
        {(status === 'published' || (status === 'scheduled' && words.unschedule)) && (
          <UnpublishButton words={words} scheduled={status === 'scheduled'} disabled={busy} onConfirm={onUnpublish} />
        )}
        <a href={historyHref} className={buttonVariants({ variant: 'ghost' })}>
          Lịch sử
        </a>
      </div>
      <ScheduleField publishAt={scheduledAt} error={scheduleError} disabled={busy} onSchedule={onSchedule} />
    </section>
  );
}
