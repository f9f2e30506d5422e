import { buttonVariants } from '@/components/ui/button';

/** Beside the new article's button (`children`): the way to the articles' categories and authors. */
export function ArticleListActions({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-3">
      <a href="/admin/chuyen-muc-tac-gia" className={buttonVariants({ variant: 'outline' })}>
        Chuyên mục và tác giả
      </a>
      {children}
    </div>
  );
}
