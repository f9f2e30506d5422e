import { useRef, useState } from 'react';
import type { ContentStatus } from '@/lib/content/content-kinds';
import { contentEndpoints, type ContentSaveAnswer } from '@/lib/content/editor-api';
import { formatDateTime } from '@/lib/format';
import type { KindWords } from '../kind-words';
import type { DraftSaver } from './autosave';

/** A refusal of the last action, with the server's field messages. */
export type AlertOutcome = { tone: 'alert'; text: string; fieldErrors: Record<string, string> };

/** What the last action came to, shown above the form. */
export type Outcome = { tone: 'notice'; text: string; href?: string | null } | AlertOutcome;

/** What publishing, scheduling and unpublishing can be asked to do. */
export type PublishAction = 'publish' | 'schedule' | 'unpublish';

const endpoints = {
  publish: contentEndpoints.publish,
  schedule: contentEndpoints.schedule,
  unpublish: contentEndpoints.unpublish,
};

function success(action: PublishAction, answer: ContentSaveAnswer, words: KindWords, was: ContentStatus): Outcome {
  if (action === 'publish')
    return { tone: 'notice', text: was === 'published' ? 'Đã cập nhật.' : 'Đã xuất bản.', href: answer.publicHref };
  if (action === 'schedule')
    return {
      tone: 'notice',
      text: answer.publishAt ? `Đã hẹn giờ xuất bản lúc ${formatDateTime(answer.publishAt)}.` : 'Đã hẹn giờ xuất bản.',
    };
  const unscheduled = was === 'scheduled' ? words.unschedule?.done : undefined;
  return { tone: 'notice', text: unscheduled ?? words.unpublish.done };
}

/**
 * Publish, schedule and unpublish, through the saver's queue so they never cross a save. A second
 * click while one is on its way does nothing (the ref, not the state, so two clicks in one frame too).
 * A refusal's field messages, or none after a success, go to `onFieldErrors`.
 */
export function usePublishActions<Fields>({
  itemId,
  saver,
  words,
  status: initialStatus,
  publicHref,
  publishAt,
  onFieldErrors,
  onPublished,
}: {
  itemId: string;
  saver: DraftSaver<Fields>;
  words: KindWords;
  status: ContentStatus;
  publicHref: string | null;
  publishAt: string | null;
  onFieldErrors: (errors: Record<string, string>) => void;
  onPublished: () => void;
}) {
  const [status, setStatus] = useState(initialStatus);
  const [liveHref, setLiveHref] = useState(publicHref);
  const [scheduledAt, setScheduledAt] = useState(publishAt);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [acting, setActing] = useState(false);
  const inFlight = useRef(false);

  async function act(action: PublishAction, at?: string): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setActing(true);
    setOutcome(null);
    const was = status;
    const result = await saver.run(endpoints[action](itemId), action !== 'unpublish', at ? { publishAt: at } : {});
    inFlight.current = false;
    setActing(false);
    if (result.kind === 'ok') {
      setStatus(result.answer.status);
      setLiveHref(result.answer.publicHref);
      setScheduledAt(result.answer.publishAt);
      onFieldErrors({});
      if (action === 'publish') onPublished();
      setOutcome(success(action, result.answer, words, was));
    } else if (result.kind === 'offline') {
      setOutcome({ tone: 'alert', text: words.offline, fieldErrors: {} });
    } else if (result.status !== 409) {
      const fieldErrors = result.problem.fieldErrors ?? {};
      onFieldErrors(fieldErrors);
      setOutcome({ tone: 'alert', text: result.problem.message, fieldErrors });
    }
  }

  return { status, liveHref, scheduledAt, outcome, acting, act };
}
