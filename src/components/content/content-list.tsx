import { EmptyList } from '@/components/admin/empty-list';
import { contentStatusLabels } from '@/lib/content/content-kinds';
import type { EditorListItem } from '@/lib/content/editor-list';
import { formatCount, formatDateTime } from '@/lib/format';
import { articleViewDays } from '@/lib/visits/visit-figures';

/** The editors' list: one card per item, its state, when it last changed and (articles) its readers, readable at 360 px. */
export function ContentList({
  items,
  editHref,
  untitled,
  views,
}: {
  items: EditorListItem[];
  editHref: (id: string) => string;
  untitled: string;
  /** Visits of the last 30 days by readers' address (articles); absent for the other kinds. */
  views?: ReadonlyMap<string, number> | undefined;
}) {
  if (!items.length) return <EmptyList>Chưa có nội dung nào. Hãy bắt đầu bằng nút ở trên.</EmptyList>;
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li
          key={item.id}
          data-status={item.status}
          className="grid gap-1 rounded-xl border border-border p-4 text-sm break-words"
        >
          <a href={editHref(item.id)} className="text-base font-bold text-primary hover:underline">
            {item.title.trim() || untitled}
          </a>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
            <span className="font-bold text-foreground">{contentStatusLabels[item.status]}</span>
            {item.position !== null && <span>Thứ tự: {item.position}</span>}
            {item.publishAt && <span>Hẹn giờ: {formatDateTime(item.publishAt)}</span>}
            <span>
              Sửa lần cuối: <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt)}</time>
            </span>
            {views && item.publicHref && (
              <span>{`Lượt xem ${articleViewDays} ngày: ${formatCount(views.get(item.publicHref) ?? 0)}`}</span>
            )}
            {item.publicHref && (
              <a href={item.publicHref} className="text-primary hover:underline">
                Xem trên trang<span className="sr-only">: {item.title}</span>
              </a>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
