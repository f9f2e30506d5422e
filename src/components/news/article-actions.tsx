import { Icon } from '@/components/ui/icon';

const buttonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-4 text-sm font-bold hover:bg-muted aria-pressed:border-primary aria-pressed:bg-secondary aria-pressed:text-primary [&_svg]:size-4 aria-pressed:[&_svg]:[--icon-cell:var(--icon-filled-cell)]';

/**
 * 'Yêu thích', 'Lưu bài viết' (toggles remembered by the browser) and 'Chia sẻ'. Rendered as static
 * buttons; src/scripts/article-actions.ts, a few hundred bytes, gives them their behaviour, so the
 * article page loads no framework.
 */
export function ArticleActions({ slug, title }: { slug: string; title: string }) {
  return (
    <div data-article-actions={slug} data-title={title} className="flex flex-wrap gap-2">
      <button type="button" data-action="like" aria-pressed="false" className={buttonClass}>
        <Icon name="heart" /> Yêu thích
      </button>
      <button type="button" data-action="save" aria-pressed="false" className={buttonClass}>
        <Icon name="bookmark" /> Lưu bài viết
      </button>
      <button type="button" data-action="share" className={buttonClass}>
        <Icon name="share" /> Chia sẻ
      </button>
    </div>
  );
}
