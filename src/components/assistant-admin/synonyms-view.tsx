import { EmptyList } from '@/components/admin/empty-list';
import { FieldsAlert, FormNotice } from '@/components/admin/form-message';
import { Button } from '@/components/ui/button';
import { synonymsPath, type SynonymInput } from '@/lib/assistant/synonym-input';
import type { Synonym } from '@/lib/assistant/synonyms';
import { unansweredPath } from '@/lib/assistant/unanswered-report';
import { SynonymForm } from './synonym-form';
import { SynonymTable } from './synonym-table';

/** 'Xóa' of one of the editors' synonyms: a plain form post of its phrase. */
function DeleteSynonym({ synonym }: { synonym: Synonym }) {
  return (
    <form method="post" action={synonymsPath}>
      <input type="hidden" name="action" value="delete" />
      <input type="hidden" name="phrase" value={synonym.phrase} />
      <Button type="submit" variant="ghost" aria-label={`Xóa từ đồng nghĩa “${synonym.phrase}”`}>
        Xóa
      </Button>
    </form>
  );
}

/**
 * The editors' page 'Từ đồng nghĩa của trợ lý': words owners use for what the site writes otherwise,
 * which the assistant reads as the site's before it searches. The editors' own (added, changed by
 * adding the phrase again, deleted), then those shipped with the assistant, read-only.
 */
export function SynonymsView({
  synonyms,
  shipped,
  values,
  errors,
  notice,
}: {
  synonyms: readonly Synonym[];
  shipped: readonly Synonym[];
  values: Partial<SynonymInput>;
  errors: Partial<Record<keyof SynonymInput, string>>;
  notice?: string | undefined;
}) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-2">
        <a href={unansweredPath} className="inline-flex min-h-11 items-center font-bold text-primary hover:underline">
          ← Câu hỏi trợ lý chưa trả lời được
        </a>
        <h1 className="text-2xl font-bold">Từ đồng nghĩa của trợ lý</h1>
        <p>
          Khách hay gọi một điều bằng từ khác với cách trang viết: “cúp mạng” thay cho “mất mạng”. Trợ lý đọc câu hỏi
          với mỗi cụm từ dưới đây thay bằng nghĩa của nó rồi mới tìm câu trả lời, nên tìm được trang viết “mất mạng”.
          Cụm từ được so theo cả từ, không phân biệt chữ hoa và dấu.
        </p>
      </div>
      {notice && <FormNotice>{notice}</FormNotice>}
      <FieldsAlert problems={errors} />
      <SynonymForm values={values} errors={errors} />
      <section aria-labelledby="tu-cua-bien-tap" className="grid gap-3">
        <h2 id="tu-cua-bien-tap" className="text-xl font-bold">
          {`Biên tập viên đã thêm (${synonyms.length})`}
        </h2>
        {synonyms.length ? (
          <SynonymTable
            caption="Từ đồng nghĩa biên tập viên đã thêm"
            synonyms={synonyms}
            action={(synonym) => <DeleteSynonym synonym={synonym} />}
          />
        ) : (
          <EmptyList>Chưa có từ đồng nghĩa nào. Thêm từ đầu tiên bằng mẫu ở trên.</EmptyList>
        )}
      </section>
      <section aria-labelledby="tu-co-san" className="grid gap-3">
        <h2 id="tu-co-san" className="text-xl font-bold">
          Có sẵn trong trợ lý
        </h2>
        <p className="text-sm text-muted-foreground">
          Trợ lý luôn hiểu những cụm từ này; không sửa hay xóa được ở đây. Thêm lại một cụm từ ở trên để trợ lý hiểu nó
          theo nghĩa khác.
        </p>
        <SynonymTable caption="Từ đồng nghĩa có sẵn trong trợ lý" synonyms={shipped} />
      </section>
    </div>
  );
}
