import { useRef, useState } from 'react';
import type { ArticleFields } from '@/lib/content/article-fields';
import type { ContentStatus } from '@/lib/content/content-kinds';
import { contentEndpoints, type ContentSaveAnswer } from '@/lib/content/editor-api';
import { formatDateTime } from '@/lib/format';
import type { DraftSaver } from './autosave';
import { knownFieldErrors, type FieldErrors } from './field-errors';

/** What the last action came to, shown above the form. */
export type Outcome = { tone: 'notice' | 'alert'; text: string; href?: string | null };

/** What publishing, scheduling and unpublishing can be asked to do. */
export type ArticleAction = 'publish' | 'schedule' | 'unpublish';

const endpoints = {
  publish: contentEndpoints.publish,
  schedule: contentEndpoints.schedule,
  unpublish: contentEndpoints.unpublish,
};

function success(action: ArticleAction, answer: ContentSaveAnswer): Outcome {
  if (action === 'publish') return { tone: 'notice', text: 'Đã xuất bản.', href: answer.publicHref };
  if (action === 'schedule')
    return {
      tone: 'notice',
      text: answer.publishAt ? `Đã hẹn giờ xuất bản lúc ${formatDateTime(answer.publishAt)}.` : 'Đã hẹn giờ xuất bản.',
    };
  return { tone: 'notice', text: 'Đã gỡ bài viết xuống. Bạn đọc không còn mở được bài này.' };
}

/**
 * Publish, schedule and unpublish, through the saver's queue so they never cross a save. A second
 * click while one is on its way does nothing (the ref, not the state, so two clicks in one frame too).
 */
export function useArticleActions({
  itemId,
  saver,
  status: initialStatus,
  publicHref,
  publishAt,
  onFieldErrors,
  onPublished,
}: {
  itemId: string;
  saver: DraftSaver<ArticleFields>;
  status: ContentStatus;
  publicHref: string | null;
  publishAt: string | null;
  onFieldErrors: (errors: FieldErrors) => void;
  onPublished: () => void;
}) {
  const [status, setStatus] = useState(initialStatus);
  const [liveHref, setLiveHref] = useState(publicHref);
  const [scheduledAt, setScheduledAt] = useState(publishAt);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [acting, setActing] = useState(false);
  const inFlight = useRef(false);

  async function act(action: ArticleAction, at?: string): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setActing(true);
    setOutcome(null);
    const result = await saver.run(endpoints[action](itemId), action !== 'unpublish', at ? { publishAt: at } : {});
    inFlight.current = false;
    setActing(false);
    if (result.kind === 'ok') {
      setStatus(result.answer.status);
      setLiveHref(result.answer.publicHref);
      setScheduledAt(result.answer.publishAt);
      onFieldErrors({});
      if (action === 'publish') onPublished();
      setOutcome(success(action, result.answer));
    } else if (result.kind === 'offline') {
      setOutcome({ tone: 'alert', text: 'Không gửi được vì mất kết nối mạng. Bài viết vẫn ở đây; hãy thử lại.' });
    } else if (result.status !== 409) {
      onFieldErrors(knownFieldErrors(result.problem.fieldErrors));
      setOutcome({ tone: 'alert', text: result.problem.message });
    }
  }

  return { status, liveHref, scheduledAt, outcome, acting, act };
}
