import { buttonVariants } from '@/components/ui/button';
import type { FieldDiff, RevisionEntry } from '@/lib/content/revision';
import { formatDateTime } from '@/lib/format';

/** What changed in a revision: removed words struck through, added ones marked, the rest as context. */
export function RevisionDiff({ diffs }: { diffs: FieldDiff[] }) {
  if (!diffs.length) return <p>Bản này không khác bản trước về chữ.</p>;
  return (
    <div className="grid gap-4">
      {diffs.map((diff) => (
        <section key={diff.label} className="grid gap-2">
          <h3 className="font-bold">{diff.label}</h3>
          <p className="max-h-96 overflow-y-auto rounded-lg border border-border p-3 text-sm whitespace-pre-wrap break-words">
            {diff.parts.map((part, index) =>
              part.kind === 'added' ? (
                <ins key={index} className="bg-secondary font-bold no-underline">
                  <span className="sr-only">[thêm: </span>
                  {part.text}
                  <span className="sr-only">]</span>
                </ins>
              ) : part.kind === 'removed' ? (
                <del key={index} className="text-destructive">
                  <span className="sr-only">[bỏ: </span>
                  {part.text}
                  <span className="sr-only">]</span>
                </del>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        </section>
      ))}
    </div>
  );
}

/**
 * An item's revisions, newest first: who and when, a link to what changed, and 'Khôi phục' (a plain
 * form naming the version the page was read at, so a restore after someone else's save is refused).
 */
export function RevisionHistory({
  entries,
  shown,
  version,
  baseHref,
}: {
  entries: RevisionEntry[];
  shown: number | null;
  version: number;
  baseHref: string;
}) {
  return (
    <ol className="grid gap-3" aria-label="Các phiên bản, mới nhất trước">
      {entries.map((entry, index) => (
        <li
          key={entry.number}
          className="grid gap-2 rounded-xl border border-border p-4 text-sm"
          aria-current={entry.number === shown ? 'true' : undefined}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <p className="text-base font-bold">{`Bản ${entry.number}: ${entry.note}`}</p>
            <time dateTime={entry.at} className="text-muted-foreground">
              {formatDateTime(entry.at)}
            </time>
          </div>
          <p>
            <span className="text-muted-foreground">Người thực hiện: </span>
            {entry.by ?? 'Hệ thống'}
          </p>
          <div className="flex flex-wrap gap-3">
            <a href={`${baseHref}?ban=${entry.number}#thay-doi`} className={buttonVariants({ variant: 'outline' })}>
              Xem thay đổi<span className="sr-only"> của bản {entry.number}</span>
            </a>
            {index > 0 && (
              <form method="post" action={baseHref}>
                <input type="hidden" name="version" value={version} />
                <input type="hidden" name="ban" value={entry.number} />
                <button type="submit" className={buttonVariants({ variant: 'secondary' })}>
                  {`Khôi phục bản ${entry.number}`}
                </button>
              </form>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
