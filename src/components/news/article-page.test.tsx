import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Article } from '@/lib/news/articles';
import { ArticlePage } from './article-page';

const article: Article = {
  id: 'a1',
  slug: 'bai-moi',
  href: '/tin-tuc/bai-moi',
  title: 'Bài mới',
  excerpt: 'Một bài vừa xuất bản.',
  image: { id: 'abc123', width: 1200, height: 630, avif: false },
  imageAlt: 'Ảnh bìa',
  date: new Date('2026-11-20T02:00:00Z'),
  dateLabel: '20/11/2026',
  category: 'Công nghệ',
  categoryId: 'c1',
  categorySlug: 'cong-nghe',
  author: { name: 'Trần Minh Khoa', role: 'Biên tập viên' },
  views: 0,
  featured: false,
  readTime: '3 phút đọc',
  seoTitle: 'Bài mới',
  seoDescription: 'Một bài vừa xuất bản.',
};

/** The page's markup without React's text separators, as a reader sees the words. */
const page = (views: number, changes: Partial<Article> = {}) =>
  renderToStaticMarkup(
    <ArticlePage article={{ ...article, ...changes, views }} related={[]}>
      <p>Nội dung</p>
    </ArticlePage>,
  ).replaceAll('<!-- -->', '');

describe('ArticlePage', () => {
  it('shows no view count before any visit is counted', () => {
    expect(page(0)).not.toContain('lượt xem');
  });

  it('shows the view count once there is one', () => {
    expect(page(1245)).toContain('1.245 lượt xem');
  });

  it('shows a note without a cover with no picture at all, and its related cards with the category instead', () => {
    const note = renderToStaticMarkup(
      <ArticlePage article={{ ...article, image: null }} related={[{ ...article, id: 'a2', image: null }]}>
        <p>Nội dung</p>
      </ArticlePage>,
    );
    expect(note).not.toContain('<img');
    expect(note).toMatch(/<span aria-hidden="true" data-cover="none"[^>]*>Công nghệ<\/span>/);
    expect(page(0)).toContain('alt="Ảnh bìa"');
  });
});
