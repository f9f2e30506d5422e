import { buttonVariants } from '@/components/ui/button';

/** A category as the lists page shows it. */
export interface CategoryLine {
  id: string;
  name: string;
  slug: string;
  articles: number;
}

/** An author as the lists page shows it. */
export interface AuthorLine {
  id: string;
  name: string;
  role: string;
  articles: number;
}

const input = 'min-h-11 w-full rounded-lg border border-input bg-background px-3';
const action = '/admin/chuyen-muc-tac-gia';

function DeleteButton({
  id,
  what,
  label,
  disabledReason,
}: {
  id: string;
  what: string;
  label: string;
  disabledReason: string | null;
}) {
  if (disabledReason) return <p className="text-sm text-muted-foreground">{disabledReason}</p>;
  return (
    <form method="post" action={action}>
      <input type="hidden" name="action" value={what} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={buttonVariants({ variant: 'ghost' })}>
        Xoá<span className="sr-only">: {label}</span>
      </button>
    </form>
  );
}

/** Categories: rename in place, add at the end, delete when no article uses one. Plain forms, no JavaScript. */
export function CategoryList({ categories }: { categories: CategoryLine[] }) {
  return (
    <section aria-labelledby="categories-heading" className="grid gap-4">
      <h2 id="categories-heading" className="text-xl font-bold">
        Chuyên mục
      </h2>
      <ul className="grid gap-3">
        {categories.map((category) => (
          <li key={category.id} className="grid gap-2 rounded-xl border border-border p-4">
            <form method="post" action={action} className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="action" value="doi-ten-chuyen-muc" />
              <input type="hidden" name="id" value={category.id} />
              <label className="grid flex-1 gap-1 text-sm font-bold">
                Tên chuyên mục
                <input
                  name="name"
                  defaultValue={category.name}
                  required
                  minLength={2}
                  maxLength={60}
                  className={input}
                />
              </label>
              <button type="submit" className={buttonVariants({ variant: 'outline' })}>
                Đổi tên<span className="sr-only">: {category.name}</span>
              </button>
            </form>
            <p className="text-sm text-muted-foreground">
              /tin-tuc?danh-muc={category.slug} · {category.articles} bài viết
            </p>
            <DeleteButton
              id={category.id}
              what="xoa-chuyen-muc"
              label={category.name}
              disabledReason={category.articles ? 'Đang có bài viết nên chưa xoá được.' : null}
            />
          </li>
        ))}
      </ul>
      <form
        method="post"
        action={action}
        className="flex flex-wrap items-end gap-3 rounded-xl border border-dashed border-border p-4"
      >
        <input type="hidden" name="action" value="them-chuyen-muc" />
        <label className="grid flex-1 gap-1 text-sm font-bold">
          Chuyên mục mới
          <input name="name" required minLength={2} maxLength={60} className={input} />
        </label>
        <button type="submit" className={buttonVariants()}>
          Thêm chuyên mục
        </button>
      </form>
    </section>
  );
}

/** Authors: edit name and title, add, delete when no article names one. */
export function AuthorList({ authors }: { authors: AuthorLine[] }) {
  return (
    <section aria-labelledby="authors-heading" className="grid gap-4">
      <h2 id="authors-heading" className="text-xl font-bold">
        Tác giả
      </h2>
      <ul className="grid gap-3">
        {authors.map((author) => (
          <li key={author.id} className="grid gap-2 rounded-xl border border-border p-4">
            <form method="post" action={action} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <input type="hidden" name="action" value="sua-tac-gia" />
              <input type="hidden" name="id" value={author.id} />
              <label className="grid gap-1 text-sm font-bold">
                Họ tên
                <input
                  name="name"
                  defaultValue={author.name}
                  required
                  minLength={3}
                  maxLength={120}
                  className={input}
                />
              </label>
              <label className="grid gap-1 text-sm font-bold">
                Chức danh
                <input
                  name="role"
                  defaultValue={author.role}
                  required
                  minLength={3}
                  maxLength={120}
                  className={input}
                />
              </label>
              <button type="submit" className={buttonVariants({ variant: 'outline' })}>
                Lưu<span className="sr-only">: {author.name}</span>
              </button>
            </form>
            <p className="text-sm text-muted-foreground">{author.articles} bài viết</p>
            <DeleteButton
              id={author.id}
              what="xoa-tac-gia"
              label={author.name}
              disabledReason={author.articles ? 'Đang đứng tên bài viết nên chưa xoá được.' : null}
            />
          </li>
        ))}
      </ul>
      <form
        method="post"
        action={action}
        className="grid gap-3 rounded-xl border border-dashed border-border p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <input type="hidden" name="action" value="them-tac-gia" />
        <label className="grid gap-1 text-sm font-bold">
          Họ tên tác giả mới
          <input name="name" required minLength={3} maxLength={120} className={input} />
        </label>
        <label className="grid gap-1 text-sm font-bold">
          Chức danh
          <input name="role" required minLength={3} maxLength={120} className={input} />
        </label>
        <button type="submit" className={buttonVariants()}>
          Thêm tác giả
        </button>
      </form>
    </section>
  );
}
