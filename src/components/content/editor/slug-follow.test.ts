import { describe, expect, it } from 'vitest';
import { emptyArticle } from '@/lib/content/article-fields';
import { leftSlug, slugFollowsAtStart, typedSlug, withTitle } from './slug-follow';

describe('slugFollowsAtStart', () => {
  it('follows on a new article and on one whose slug is still its title’s', () => {
    expect(slugFollowsAtStart({ title: '', slug: '' }, false)).toBe(true);
    expect(slugFollowsAtStart({ title: 'Đặt phòng trực tuyến', slug: 'dat-phong-truc-tuyen' }, false)).toBe(true);
  });

  it('does not follow once the slug was chosen by hand or the article was ever published', () => {
    expect(slugFollowsAtStart({ title: 'Đặt phòng trực tuyến', slug: 'dat-phong' }, false)).toBe(false);
    expect(slugFollowsAtStart({ title: 'Đặt phòng trực tuyến', slug: 'dat-phong-truc-tuyen' }, true)).toBe(false);
  });
});

describe('withTitle', () => {
  it('moves the slug with the title while it follows', () => {
    const next = withTitle(emptyArticle, 'title', 'Hướng dẫn tích hợp PMS với Đặt phòng', true);
    expect(next.slug).toBe('huong-dan-tich-hop-pms-voi-dat-phong');
  });

  it('keeps the slug when it does not follow', () => {
    const next = withTitle({ ...emptyArticle, slug: 'giu-nguyen' }, 'title', 'Tiêu đề mới', false);
    expect(next).toMatchObject({ title: 'Tiêu đề mới', slug: 'giu-nguyen' });
  });
});

describe('typedSlug and leftSlug', () => {
  it('cleans a slug typed by hand when the field is left', () => {
    expect(typedSlug('Giá Phòng ')).toBe('giá-phòng-');
    expect(leftSlug({ title: 'x', slug: 'giá-phòng-' }, false)).toEqual({ slug: 'gia-phong', follows: false });
  });

  it('follows the title again when emptied on an article never published', () => {
    expect(leftSlug({ title: 'Mùa du lịch 2025', slug: '' }, false)).toEqual({
      slug: 'mua-du-lich-2025',
      follows: true,
    });
    expect(leftSlug({ title: 'Mùa du lịch 2025', slug: '' }, true)).toEqual({ slug: '', follows: false });
  });
});
