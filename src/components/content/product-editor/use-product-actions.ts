import { useRef, useState } from 'react';
import type { ProductFields } from '@/lib/content/product-fields';
import type { ContentStatus } from '@/lib/content/content-kinds';
import { contentEndpoints, type ContentSaveAnswer } from '@/lib/content/editor-api';
import { formatDateTime } from '@/lib/format';
import type { DraftSaver } from '../editor/autosave';

/** What the last action came to, shown above the form (with the server's field messages on a refusal). */
export type ProductOutcome =
  | { tone: 'notice'; text: string; href?: string | null }
  | { tone: 'alert'; text: string; fieldErrors: Record<string, string> };

/** What publishing, scheduling and unpublishing can be asked to do. */
export type ProductAction = 'publish' | 'schedule' | 'unpublish';

const endpoints = {
  publish: contentEndpoints.publish,
  schedule: contentEndpoints.schedule,
  unpublish: contentEndpoints.unpublish,
};

function success(action: ProductAction, answer: ContentSaveAnswer, wasScheduled: boolean): ProductOutcome {
  if (action === 'publish') return { tone: 'notice', text: 'Đã xuất bản.', href: answer.publicHref };
  if (action === 'schedule')
    return {
      tone: 'notice',
      text: answer.publishAt ? `Đã hẹn giờ xuất bản lúc ${formatDateTime(answer.publishAt)}.` : 'Đã hẹn giờ xuất bản.',
    };
  return {
    tone: 'notice',
    text: wasScheduled
      ? 'Đã huỷ lịch xuất bản.'
      : 'Đã gỡ sản phẩm xuống. Khách không còn mở được trang này, báo giá không còn tính sản phẩm này.',
  };
}

/**
 * Publish, schedule and unpublish a product through the shared saver's queue (src/components/content/
 * editor/autosave.ts), so they never cross a save. A second click while one is on its way does nothing.
 */
export function useProductActions({
  itemId,
  saver,
  status: initialStatus,
  publicHref,
  publishAt,
  onPublished,
}: {
  itemId: string;
  saver: DraftSaver<ProductFields>;
  status: ContentStatus;
  publicHref: string | null;
  publishAt: string | null;
  onPublished: () => void;
}) {
  const [status, setStatus] = useState(initialStatus);
  const [liveHref, setLiveHref] = useState(publicHref);
  const [scheduledAt, setScheduledAt] = useState(publishAt);
  const [outcome, setOutcome] = useState<ProductOutcome | null>(null);
  const [acting, setActing] = useState(false);
  const inFlight = useRef(false);

  async function act(action: ProductAction, at?: string): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setActing(true);
    setOutcome(null);
    const wasScheduled = status === 'scheduled';
    const result = await saver.run(endpoints[action](itemId), action !== 'unpublish', at ? { publishAt: at } : {});
    inFlight.current = false;
    setActing(false);
    if (result.kind === 'ok') {
      setStatus(result.answer.status);
      setLiveHref(result.answer.publicHref);
      setScheduledAt(result.answer.publishAt);
      if (action === 'publish') onPublished();
      setOutcome(success(action, result.answer, wasScheduled));
    } else if (result.kind === 'offline') {
      setOutcome({
        tone: 'alert',
        text: 'Không gửi được vì mất kết nối mạng. Sản phẩm vẫn ở đây; hãy thử lại.',
        fieldErrors: {},
      });
    } else if (result.status !== 409) {
      setOutcome({ tone: 'alert', text: result.problem.message, fieldErrors: result.problem.fieldErrors ?? {} });
    }
  }

  return { status, liveHref, scheduledAt, outcome, acting, act };
}
