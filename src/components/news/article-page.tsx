import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type * as React from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { formatCount } from '@/lib/format';
import type { Article } from '@/lib/news/articles';
import { ArticleActions } from './article-actions';
import { ArticleCard } from './article-card';
import { ArticleDateLine, CategoryBadge } from './article-meta';
import { StoredPicture } from '@/components/ui/stored-picture';

/** An article's page below the header: breadcrumb, heading and details, image, body (`children`), related articles. */
export function ArticlePage({
  article,
  related,
  children,
}: {
  article: Article;
  related: Article[];
  children: React.ReactNode;
}) {
  return (
    <article aria-labelledby="page-heading" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Breadcrumb
        steps={[
          { name: 'Tin tức', path: '/tin-tuc' },
          { name: article.title, path: article.href },
        ]}
      />
      <a href="/tin-tuc" className="mt-6 inline-flex min-h-11 items-center font-bold text-primary hover:underline">
        ← Quay lại trang tin tức
      </a>
      <header className="mt-4 grid gap-4">
        <div>
          <CategoryBadge category={article.category} />
        </div>
        <h1 id="page-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
          {article.title}
        </h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground [&_svg]:size-4">
          <ArticleDateLine article={article} />
          <span className="inline-flex items-center gap-1">
            <Icon name="user-round" />
            {article.author.name}, {article.author.role}
          </span>
          {article.views > 0 && (
            // A new article has no visits counted yet: '0 lượt xem' would read as an unfinished page.
            <span className="inline-flex items-center gap-1">
              <Icon name="eye" />
              {formatCount(article.views)} lượt xem
            </span>
          )}
        </div>
        <ArticleActions slug={article.slug} title={article.title} />
      </header>
      {article.image && (
        <StoredPicture
          image={article.image}
          alt={article.imageAlt}
          sizes="(min-width: 48rem) 48rem, 100vw"
          priority
          className="mt-8 rounded-xl"
        />
      )}
      <div className="prose mt-10 max-w-none min-w-0 prose-brand prose-headings:[&_.table-box]:max-w-full [&_.table-box]:overflow-x-auto [&_.table-box_table]:my-0">
        {children}
      </div>
      <aside
        aria-labelledby="article-cta-heading"
        className="mt-12 rounded-xl bg-secondary p-6 text-secondary-foreground sm:p-8"
      >
        <h2 id="article-cta-heading" className="text-xl font-bold">
          Anh/chị muốn thử ngay trên khách sạn của mình?
        </h2>
        <p className="mt-2">Dùng thử đầy đủ tính năng 15 ngày, hoặc nhận báo giá theo số phòng trong một phút.</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a href="/#contact" className={buttonVariants()}>
            Dùng thử miễn phí 15 ngày
          </a>
          <a href="/bao-gia" className={buttonVariants({ variant: 'outline' })}>
            Nhận báo giá
          </a>
        </div>
      </aside>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-16 border-t border-border pt-10">
          <h2 id="related-heading" className="text-2xl font-bold">
            Bài viết liên quan
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {related.map((item) => (
              <ArticleCard key={item.slug} article={item} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
