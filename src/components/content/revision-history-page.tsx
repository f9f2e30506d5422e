import { FormAlert, FormNotice } from '@/components/admin/form-message';
import { editorPath } from '@/lib/content/content-kinds';
import type { RevisionHistoryView } from '@/lib/content/revision';
import { kindWords } from './kind-words';
import { RevisionDiff, RevisionHistory } from './revision-history';

/** An item's history page: back to the editor, how a restore went, the revisions, and what one changed. */
export function RevisionHistoryPage({
  kind,
  itemId,
  title,
  version,
  entries,
  shown,
  diffs,
  restored,
  problem,
}: RevisionHistoryView) {
  const words = kindWords[kind].history;
  const editorHref = editorPath(kind, itemId);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <a href={editorHref} className="inline-flex min-h-11 items-center font-bold text-primary hover:underline">
        {words.back}
      </a>
      <h1 className="text-2xl font-bold break-words">Lịch sử phiên bản: {title || words.untitled}</h1>
      {problem && <FormAlert>{problem}</FormAlert>}
      {restored && <FormNotice>Đã khôi phục bản {restored} thành một bản mới và xuất bản.</FormNotice>}
      {entries.length ? (
        <RevisionHistory entries={entries} shown={shown} version={version} baseHref={`${editorHref}/lich-su`} />
      ) : (
        <p>{words.neverPublished}</p>
      )}
      {diffs && (
        <section id="thay-doi" aria-labelledby="thay-doi-heading" className="grid gap-4">
          <h2 id="thay-doi-heading" className="text-xl font-bold">
            Bản {shown} thay đổi gì so với bản trước
          </h2>
          <RevisionDiff diffs={diffs} />
        </section>
      )}
    </div>
  );
}
