import type { StoredImage } from '../content/image-urls.ts';

/** An article as cards and pages show it. */
export interface Article {
  id: string;
  slug: string;
  href: string;
  title: string;
  /** One or two sentences for cards and the meta description. */
  excerpt: string;
  /** The cover, from the media store; null for a note published without one. */
  image: StoredImage | null;
  imageAlt: string;
  /** First publication. */
  date: Date;
  /** dd/mm/yyyy in Vietnam time. */
  dateLabel: string;
  category: string;
  categoryId: string;
  categorySlug: string;
  author: { name: string; role: string };
  views: number;
  featured: boolean;
  readTime: string;
  /** What search engines get; the title and excerpt when the editor left them empty. */
  seoTitle: string;
  seoDescription: string;
}
